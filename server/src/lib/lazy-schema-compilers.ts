import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

// Fastify compiles every route's JSON schemas when the app gets ready (ajv for what a
// request sends, fast-json-stringify for what a reply sends): about half a second of each
// start (docs/server.md 'Start'). These are Fastify's own compilers, with each schema
// compiled by its route's first request instead; the compilers' code is loaded then too.
// Header schemas are compiled as written (Fastify lower-cases them only for its built-in
// compiler): the API declares none.

type Factories = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type Validate = ((data: unknown) => unknown) & { errors?: unknown };
type Serialize = (data: unknown) => string;
type RouteSchema = Record<string, unknown>;
/** The shape both of Fastify's compiler packages export: a pool of compilers per options. */
type CompilerPool<Compiled> = () => (
  externalSchemas: unknown,
  options: unknown,
) => (route: RouteSchema) => Compiled;

// both packages are CommonJS dependencies of fastify, loaded by the first compile
const loadCjs = createRequire(import.meta.url);

function lazily<Compiled>(packageName: string) {
  return (externalSchemas: unknown, options: unknown) => {
    let compile: ((route: RouteSchema) => Compiled) | undefined;
    return (route: RouteSchema) => () => {
      compile ??= (loadCjs(packageName) as CompilerPool<Compiled>)()(externalSchemas, options);
      return compile(route);
    };
  };
}

const validators = lazily<Validate>('@fastify/ajv-compiler');
const serializers = lazily<Serialize>('@fastify/fast-json-stringify-compiler');

/** A validator whose schema is compiled at its first call; Fastify reads `errors` after it. */
function firstCallValidator(compile: () => Validate): Validate {
  let real: Validate | undefined;
  const validate: Validate = (data) => {
    real ??= compile();
    const valid = real(data);
    validate.errors = real.errors;
    return valid;
  };
  return validate;
}

export function lazySchemaCompilers(): Factories {
  const factories = {
    buildValidator: (externalSchemas: unknown, options: unknown) => {
      const compilerOf = validators(externalSchemas, options);
      return (route: RouteSchema) => firstCallValidator(compilerOf(route));
    },
    buildSerializer: (externalSchemas: unknown, options: unknown) => {
      const compilerOf = serializers(externalSchemas, options);
      return (route: RouteSchema) => {
        const compile = compilerOf(route);
        let real: Serialize | undefined;
        return (data: unknown) => (real ??= compile())(data);
      };
    },
  };
  // Fastify's types name the compiler packages' own signatures; these take and give the same
  return factories as unknown as Factories;
}
