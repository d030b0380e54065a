// Account security: the verification banner and the Google takeover notice, the page that a
// verification link opens.
export { AccountNotices } from './components/AccountNotices';
export { VerifyEmailPage } from './routes/VerifyEmailPage';
