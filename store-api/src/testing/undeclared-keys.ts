// Finds the keys of a JSON value that its OpenAPI (JSON Schema) response schema does not declare,
// so a test fails the day a handler leaks a field (a database column, a future password_hash).
type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface OpenApiOperation {
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

/**
 * Paths (`data[3].rating.secret`) of every key in `value` that `schema` does not declare, looked
 * up through `$ref`s into the document's components. A record (`additionalProperties: {schema}`)
 * declares any key; `additionalProperties: true` is not trusted, so a loose object shows up too.
 */
export function undeclaredKeys(
  document: OpenApiDocument,
  schema: JsonSchema,
  value: unknown,
  at = '',
): string[] {
  const resolved = resolve(document, schema);
  const branches = resolved.anyOf ?? resolved.oneOf;
  if (branches) {
    // The value takes one branch: it is fine when one of them declares all its keys.
    const found = branches.map((branch) => undeclaredKeys(document, branch, value, at));
    return found.find((keys) => keys.length === 0) ?? found[0] ?? [];
  }
  if (resolved.allOf) {
    return undeclaredKeys(document, merged(document, resolved.allOf), value, at);
  }
  if (Array.isArray(value)) {
    const items = resolved.items;
    if (!items) return [];
    return value.flatMap((item, index) => undeclaredKeys(document, items, item, `${at}[${index}]`));
  }
  if (typeof value !== 'object' || value === null) return [];
  const properties = resolved.properties ?? {};
  const extra = resolved.additionalProperties;
  return Object.entries(value).flatMap(([key, child]) => {
    const path = at ? `${at}.${key}` : key;
    const declared = Object.hasOwn(properties, key)
      ? properties[key]
      : typeof extra === 'object'
        ? extra
        : undefined;
    return declared ? undeclaredKeys(document, declared, child, path) : [path];
  });
}

function resolve(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = document.components?.schemas?.[name];
  if (!target) throw new Error(`The document has no schema ${schema.$ref}`);
  return resolve(document, target);
}

function merged(document: OpenApiDocument, parts: JsonSchema[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const part of parts) Object.assign(properties, resolve(document, part).properties);
  return { type: 'object', properties, additionalProperties: false };
}
