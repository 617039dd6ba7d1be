import { AuthForm } from './AuthForm';

export default function SignupScreen() {
  return <AuthForm mode="signup" />;
}
