import { object, ref, string, type InferType } from 'yup';
import { MIN_PASSWORD_LENGTH } from '../../config/product';

const PASSWORD_MIN_MESSAGE = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;

/** Sign-up keeps yup's default messages for email and full name. */
export const signupSchema = object({
  email: string().label('Email').email().required(),
  full_name: string().label('Full name').required(),
  password: string().required('Password is required').min(MIN_PASSWORD_LENGTH, PASSWORD_MIN_MESSAGE),
  verify_password: string()
    .required('Verify Password is required')
    .oneOf([ref('password')], 'Passwords must match'),
});
export type SignupValues = InferType<typeof signupSchema>;

export const loginSchema = object({
  email: string().label('Email').email().required('Email is required'),
  password: string().required('Password is required'),
});
export type LoginValues = InferType<typeof loginSchema>;

export const forgotPasswordSchema = object({
  email: string().email('Enter a valid email').required('Email is required'),
});
export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;

export const resetPasswordSchema = object({
  password: string().required('Password is required').min(MIN_PASSWORD_LENGTH, PASSWORD_MIN_MESSAGE),
  confirm_password: string()
    .required('Please confirm your password')
    .oneOf([ref('password')], 'Passwords must match'),
});
export type ResetPasswordValues = InferType<typeof resetPasswordSchema>;
