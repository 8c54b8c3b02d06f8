import { RouterAuthNavigation } from '../RouterAuthNavigation.tsx';
import { LoginScreen } from '../components/LoginScreen.tsx';

// /login inside the app (after a logout or an expired session); a cold /login is src/login-main.tsx.
export default function LoginPage() {
  return (
    <RouterAuthNavigation>
      <LoginScreen />
    </RouterAuthNavigation>
  );
}
