// Request and response schemas of the auth routes.
import { Type } from '@sinclair/typebox';
import { MIN_PASSWORD_LENGTH } from '../../../auth/passwords.js';

// E-mails are validated after trimming (auth/email.ts), so the schema only bounds the size.
export const Email = Type.String({ minLength: 1, maxLength: 320, description: 'E-mail address (trimmed and lower-cased)', examples: ['seller@example.com'] });
export const Password = Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: 1024 });
export const FullName = Type.String({ maxLength: 200 });

export const CurrentUser = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  full_name: Type.String(),
  is_premium: Type.Boolean(),
  email_verified: Type.Boolean({ description: 'Whether the address was proved the user\'s (verification link or Google)' }),
  has_password: Type.Boolean({ description: 'False for an account that signs in with Google only' }),
  notice: Type.Union([Type.Literal('google_takeover'), Type.Null()], { description: 'A notice to show once, then dismiss' }),
  created_at: Type.String({ format: 'date-time' }),
});

export const SignUpBody = Type.Object({ email: Email, full_name: FullName, password: Password }, { additionalProperties: false });
export const LoginBody = Type.Object({ email: Email, password: Type.String({ minLength: 1, maxLength: 1024 }) }, { additionalProperties: false });
/** The current password (or a recent Google sign-in) that a sensitive change asks for. */
const CurrentPassword = Type.String({ maxLength: 1024, description: 'Required to change the e-mail address of an account that has a password' });
export const ProfileBody = Type.Object(
  { email: Email, full_name: FullName, current_password: Type.Optional(CurrentPassword) },
  { additionalProperties: false },
);
export const VerifyEmailBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export const DeleteAccountBody = Type.Object(
  { confirmation: Type.String({ maxLength: 100, description: 'The word DELETE, typed by the user' }), current_password: Type.Optional(CurrentPassword) },
  { additionalProperties: false },
);
export const ForgotPasswordBody = Type.Object({ email: Email }, { additionalProperties: false });
export const ChangePasswordBody = Type.Object(
  { current_password: Type.String({ minLength: 1, maxLength: 1024 }), new_password: Password },
  { additionalProperties: false },
);
export const ResetPasswordBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }), password: Password }, { additionalProperties: false });

/** Answered by sign-up and login: the session token (also set as a cookie) and the user. */
export const SessionResponse = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('bearer'),
  user: CurrentUser,
});

export const GoogleCallbackQuery = Type.Object({
  code: Type.Optional(Type.String()),
  state: Type.Optional(Type.String()),
  error: Type.Optional(Type.String()),
});
