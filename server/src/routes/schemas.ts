// Schemas and schema helpers shared by many routes (one definition each).
import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** The error answer of every route: `{detail}`. */
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

/** The schema, or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** One of the given strings. */
export const Literals = <T extends string>(...values: T[]) => Type.Union(values.map((value) => Type.Literal(value)));
export const Money = Type.Number({ description: 'In the account currency, unrounded' });
export const Percent = Type.Number({ description: 'A percentage: 12.5 means 12.5%' });
/** The campaign's figures (the named `Metrics` schema of the audit result). */
export const Metrics = Type.Ref('Metrics');
export const CampaignTypeCode = Type.Union([Type.Literal('SP'), Type.Literal('SB'), Type.Literal('SD')]);
