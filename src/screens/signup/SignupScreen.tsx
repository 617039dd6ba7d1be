import { AuthForm } from '../login/AuthForm';

export default function SignupScreen() {
  return <AuthForm mode="signup" />;
}
