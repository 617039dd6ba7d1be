import { AuthForm } from './AuthForm';

export default function LoginScreen() {
  return <AuthForm mode="login" />;
}
