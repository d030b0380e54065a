// Schemas shared by many routes.
import { Type, type Static, type TSchema } from '@sinclair/typebox';

export const ErrorResponse = Type.Object({ detail: Type.String() }, { description: 'An error a person can read' });

export const ValidationErrorResponse = Type.Object(
  {
    detail: Type.Array(
      Type.Object({
        loc: Type.Array(Type.Union([Type.String(), Type.Integer()])),
        msg: Type.String(),
        type: Type.String(),
      }),
    ),
  },
  { description: 'Request validation failed' },
);

export const MessageResponse = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponse>;

/** `security` of a route that needs a signed-in user (session cookie or bearer token). */
export const signedIn: { [scheme: string]: string[] }[] = [{ sessionCookie: [] }, { bearer: [] }];

/**
 * A reference to a named schema (registered with `app.addSchema`), typed as that schema: the
 * OpenAPI document then lists it once under components, with its name.
 */
export const refTo = <T extends TSchema>(schema: T) => Type.Unsafe<Static<T>>(Type.Ref(schema.$id!));
