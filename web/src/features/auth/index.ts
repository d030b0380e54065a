// Signing in and up: the pages, and the sign-up dialog the pricing page opens.
export { ForgotPasswordPage } from './routes/ForgotPasswordPage';
export { LoginPage } from './routes/LoginPage';
export { ResetPasswordPage } from './routes/ResetPasswordPage';
export { SignupPage } from './routes/SignupPage';
export { SignupDialog } from './components/SignupDialog';
