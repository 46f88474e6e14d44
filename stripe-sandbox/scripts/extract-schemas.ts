/**
 * Writes `test/stripe-schemas/<API version>.json`: JSON Schemas (draft-07) of the Stripe objects the
 * sandbox answers with (`scripts/stripe-objects.ts`), at the API version the installed `stripe` SDK
 * pins. Run it after updating the SDK: `node --import tsx stripe-sandbox/scripts/extract-schemas.ts`.
 *
 * The source is the SDK's own type declarations, which Stripe generates from its OpenAPI description
 * of that version (`node_modules/stripe/OPENAPI_VERSION`); decision 061 says why not spec3.json. The
 * conversion keeps what the description says of each field:
 * - required: a property without `?` must be there; `| null` (OpenAPI `nullable`) admits null;
 * - expandable (`string | Stripe.Customer`, OpenAPI `anyOf` with an `x-expansionResources` ref): only
 *   the id, as an answer that expands nothing carries it;
 * - enums: the values listed for the version, open ones (`| OtherString`) too, so that a value the
 *   version does not have (`ui_mode: 'embedded'`) fails;
 * - objects admit no property the version does not list (`additionalProperties: false`), except
 *   maps (`metadata`) and objects the description leaves open (`Event.data.object`).
 * Numbers stay `number`: the declarations do not tell integers apart.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

type Schema = Record<string, unknown>;

const SANDBOX = path.resolve(import.meta.dirname, '..');
const SDK = path.dirname(path.dirname(fileURLToPath(import.meta.resolve('stripe'))));
const ROOTS_FILE = path.join(SANDBOX, 'scripts/stripe-objects.ts');

const program = ts.createProgram([ROOTS_FILE], {
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
});
const checker = program.getTypeChecker();
const definitions: Record<string, Schema> = {};
const namedTypes = new Map<string, ts.Type>();
/** Where the conversion is, for its error messages. */
const trail: string[] = [];

/** `Session.AutomaticTax`, `ApiList_Refund`: the declaration's name inside its module, type arguments appended. */
function definitionName(type: ts.Type): string | null {
  const symbol = type.aliasSymbol ?? type.getSymbol();
  if (!symbol || symbol.flags & ts.SymbolFlags.TypeLiteral) return null;
  const qualified = checker.getFullyQualifiedName(symbol).replace(/^"[^"]*"\./, '');
  const args = (type as ts.TypeReference).typeArguments ?? [];
  const suffix = args.map((arg) => definitionName(arg) ?? checker.typeToString(arg)).join('_');
  return suffix ? `${qualified}_${suffix}` : qualified;
}

const isString = (type: ts.Type) => (type.flags & ts.TypeFlags.String) !== 0;
/** `OtherString` (`string & Record<never, never>`): the SDK's mark of an open enum. */
const isOtherString = (type: ts.Type) => type.isIntersection() && type.types.some(isString);
const isObject = (type: ts.Type) => (type.flags & ts.TypeFlags.Object) !== 0 && !checker.isArrayType(type);
/** `Stripe.Decimal` (a branded class in the SDK) is a decimal string on the wire. */
const isDecimal = (type: ts.Type) => (type.aliasSymbol ?? type.getSymbol())?.getName().startsWith('Decimal') ?? false;

function unionSchema(members: readonly ts.Type[]): Schema {
  // `undefined` comes from an optional property (`?`), which may be absent but never null.
  const isNullable = members.some((member) => member.flags & ts.TypeFlags.Null);
  const nonNull = members.filter((member) => !(member.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)));
  const strings = nonNull
    .filter((member) => member.isStringLiteral())
    .map((member) => (member as ts.StringLiteralType).value);
  const booleans = nonNull.filter((member) => member.flags & ts.TypeFlags.BooleanLiteral);
  const hasPlainString = nonNull.some(isString);
  const rest = nonNull.filter(
    (member) =>
      !member.isStringLiteral() &&
      !(member.flags & ts.TypeFlags.BooleanLiteral) &&
      !isString(member) &&
      !isOtherString(member),
  );
  const variants: Schema[] = [];
  if (hasPlainString) variants.push({ type: 'string' });
  else if (strings.length > 0) variants.push({ type: 'string', enum: strings });
  if (booleans.length > 0) variants.push({ type: 'boolean' });
  // An id or the expanded object: answers expand nothing, so only the id.
  const isExpandable = hasPlainString && rest.every(isObject);
  if (!isExpandable) variants.push(...rest.map(toSchema));
  if (isNullable) variants.push({ type: 'null' });
  return variants.length === 1 ? (variants[0] as Schema) : { anyOf: variants };
}

function objectSchema(type: ts.Type): Schema {
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const property of checker.getPropertiesOfType(type)) {
    trail.push(property.name);
    properties[property.name] = toSchema(checker.getTypeOfSymbol(property));
    trail.pop();
    if (!(property.flags & ts.SymbolFlags.Optional)) required.push(property.name);
  }
  const [index] = checker.getIndexInfosOfType(type);
  const schema: Schema = { type: 'object', properties };
  if (required.length > 0) schema.required = required;
  if (index) schema.additionalProperties = toSchema(index.type);
  else if (Object.keys(properties).length > 0) schema.additionalProperties = false;
  return schema;
}

/** The schema of `type`; a named object type becomes a definition, referenced. */
function toSchema(type: ts.Type): Schema {
  if (isDecimal(type)) return { type: 'string' };
  if (type.isUnion()) return unionSchema(type.types);
  if (isString(type) || isOtherString(type)) return { type: 'string' };
  if (type.isStringLiteral()) return { type: 'string', enum: [type.value] };
  if (type.flags & (ts.TypeFlags.Number | ts.TypeFlags.NumberLiteral)) return { type: 'number' };
  if (type.flags & (ts.TypeFlags.Boolean | ts.TypeFlags.BooleanLiteral)) return { type: 'boolean' };
  if (type.flags & ts.TypeFlags.Null) return { type: 'null' };
  if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
  // `deleted?: void`: the SDK's way of saying the live object never has the field.
  if (type.flags & ts.TypeFlags.Void) return { not: {} };
  if (checker.isArrayType(type)) {
    const [item] = checker.getTypeArguments(type as ts.TypeReference);
    return { type: 'array', items: item ? toSchema(item) : {} };
  }
  if (!isObject(type)) throw new Error(`No JSON Schema for ${checker.typeToString(type)} at ${trail.join('.')}`);
  const name = definitionName(type);
  if (!name) return objectSchema(type);
  const known = namedTypes.get(name);
  if (known && known !== type) throw new Error(`Two types named ${name}`);
  if (!known) {
    namedTypes.set(name, type);
    definitions[name] = {};
    definitions[name] = objectSchema(type);
  }
  return { $ref: `#/definitions/${name}` };
}

const rootsSymbol = program
  .getSourceFile(ROOTS_FILE)
  ?.statements.filter(ts.isInterfaceDeclaration)
  .find((declaration) => declaration.name.text === 'StripeObjects');
if (!rootsSymbol) throw new Error(`${ROOTS_FILE} declares no StripeObjects`);
const roots: Record<string, Schema> = {};
for (const property of checker.getPropertiesOfType(checker.getTypeAtLocation(rootsSymbol))) {
  roots[property.name] = toSchema(checker.getTypeOfSymbol(property));
}

const sdkPackage = JSON.parse(readFileSync(path.join(SDK, 'package.json'), 'utf8')) as { version: string };
const apiVersion = /ApiVersion = '([^']+)'/.exec(readFileSync(path.join(SDK, 'esm/apiVersion.js'), 'utf8'))?.[1];
const openapiVersion = readFileSync(path.join(SDK, 'OPENAPI_VERSION'), 'utf8').trim();
if (!apiVersion) throw new Error('No ApiVersion in the stripe package');
const sortedDefinitions = Object.fromEntries(Object.entries(definitions).sort(([a], [b]) => a.localeCompare(b)));
const document = {
  source: {
    apiVersion,
    openapiVersion,
    from: `stripe@${sdkPackage.version} type declarations (esm/resources/**/*.d.ts), generated by Stripe from its OpenAPI description ${openapiVersion}`,
    generatedBy: 'stripe-sandbox/scripts/extract-schemas.ts (do not edit this file by hand)',
  },
  $schema: 'http://json-schema.org/draft-07/schema#',
  roots,
  definitions: sortedDefinitions,
};
const target = path.join(SANDBOX, 'test/stripe-schemas', `${apiVersion}.json`);
writeFileSync(target, `${JSON.stringify(document, null, 1)}\n`);
console.log(
  `${path.relative(process.cwd(), target)}: ${Object.keys(roots).length} objects, ${Object.keys(definitions).length} definitions`,
);
