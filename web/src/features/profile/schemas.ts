import { object, ref, string, type InferType } from 'yup';
import { MIN_PASSWORD_LENGTH } from '../../config/product';

export const profileSchema = object({
  full_name: string().required('Full name is required'),
  email: string().email('Invalid email').required('Email is required'),
  /** Asked for only when the e-mail changes (the form checks that it is filled then). */
  current_password: string().default(''),
});
export type ProfileValues = InferType<typeof profileSchema>;

export const changePasswordSchema = object({
  current_password: string().required('Current password is required'),
  new_password: string()
    .required('New password is required')
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
  confirm_password: string()
    .required('Please confirm your new password')
    .oneOf([ref('new_password')], 'Passwords must match'),
});
export type ChangePasswordValues = InferType<typeof changePasswordSchema>;
