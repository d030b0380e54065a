import { object, string, type InferType } from 'yup';

export const profileSchema = object({
  full_name: string().required('Full name is required'),
  email: string().email('Invalid email').required('Email is required'),
});
export type ProfileValues = InferType<typeof profileSchema>;
