/**
 * Whether a request is for the API: its first path segment is `api`, in any case (`/API/health`
 * is the API's unknown route, never the web app).
 */
export const isApiPath = (url: string): boolean => /^\/api(?:[/?#]|$)/i.test(url);
