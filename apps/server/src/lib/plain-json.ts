import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';

type SerializerRoute = Parameters<FastifySerializerCompiler<unknown>>[0];

/** An answer already written as JSON (kept between requests), which the plain serializer sends as it is. */
export class JsonText {
  constructor(readonly text: string) {}
}

/**
 * For a route whose 200 answer is thousands of objects built by its presenter: zod's serializer validates
 * and copies every object before JSON.stringify, 5 ms for the tree of 1,200 requirements against 0.7 ms for
 * JSON.stringify alone (fast-json-stringify from the JSON schema: 1.7 ms). The presenter's types already
 * fix the shape, and the route's tests check the answer against the schema; other statuses keep zod's.
 */
export const plainOkSerializer = (route: SerializerRoute) =>
  route.httpStatus === '200'
    ? (data: unknown) => (data instanceof JsonText ? data.text : JSON.stringify(data))
    : serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
