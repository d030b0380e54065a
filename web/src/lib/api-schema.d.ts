/**
 * Hand-written in the shape openapi-typescript produces, until server/openapi.json exists.
 * Regenerate with `npm run gen:api -w web`.
 */
export interface paths {
  '/api/auth/current': { get: operations['currentUser'] };
  '/api/auth/login': { post: operations['login'] };
  '/api/auth/logout': { get: operations['logout'] };
  '/api/auth/signup': { post: operations['signup'] };
  '/api/auth/profile': { put: operations['updateProfile'] };
  '/api/auth/forgot-password': { post: operations['forgotPassword'] };
  '/api/auth/reset-password': { post: operations['resetPassword'] };
}

export interface components {
  schemas: {
    User: {
      id: number;
      email: string;
      full_name: string | null;
      is_premium: boolean;
      created_at: string;
    };
    Detail: { detail: string };
    ValidationError: { detail: { loc: (string | number)[]; msg: string; type: string }[] };
    Message: { detail: string };
  };
}

type Json<T> = { content: { 'application/json': T } };
type Err = Json<components['schemas']['Detail']>;

export interface operations {
  currentUser: { responses: { 200: Json<components['schemas']['User']>; 401: Err } };
  login: {
    requestBody: Json<{ email: string; password: string }>;
    responses: { 200: Json<components['schemas']['User']>; 401: Err; 422: Json<components['schemas']['ValidationError']> };
  };
  logout: { responses: { 200: Json<components['schemas']['Message']> } };
  signup: {
    requestBody: Json<{ email: string; full_name: string; password: string }>;
    responses: { 201: Json<components['schemas']['User']>; 409: Err; 422: Json<components['schemas']['ValidationError']> };
  };
  updateProfile: {
    requestBody: Json<{ full_name: string; email: string }>;
    responses: { 200: Json<components['schemas']['User']>; 401: Err; 409: Err; 422: Json<components['schemas']['ValidationError']> };
  };
  forgotPassword: {
    requestBody: Json<{ email: string }>;
    responses: { 200: Json<components['schemas']['Message']>; 422: Json<components['schemas']['ValidationError']> };
  };
  resetPassword: {
    requestBody: Json<{ token: string; password: string }>;
    responses: { 200: Json<components['schemas']['Message']>; 400: Err; 422: Json<components['schemas']['ValidationError']> };
  };
}
