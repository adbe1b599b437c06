import type { JsonSchema } from "@/lib/contract/openapi-document";

export type SchemaField = {
  /** Dotted path, `[]` for array elements: `guestRequirements[].text`. */
  name: string;
  type: string;
  required: boolean;
  description?: string;
  /** Limits and allowed values, in words. */
  rules: string[];
};

type Schemas = Record<string, JsonSchema>;

const MAX_DEPTH = 5;

function resolve(schema: JsonSchema, schemas: Schemas, seen: Set<string>): JsonSchema {
  let current = schema;
  while (current.$ref) {
    const name = current.$ref.replace("#/components/schemas/", "");
    if (seen.has(name)) return { type: "object", description: current.description };
    seen.add(name);
    current = { ...schemas[name], description: current.description ?? schemas[name]?.description };
  }
  return current;
}

/** A schema's alternatives without `null`, and whether `null` is one of them. */
function withoutNull(schema: JsonSchema, schemas: Schemas, seen: Set<string>): { schema: JsonSchema; nullable: boolean } {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const rest = alternatives.filter((a) => a.type !== "null");
    if (rest.length === 1) return { schema: { ...resolve(rest[0]!, schemas, seen), description: schema.description ?? rest[0]!.description }, nullable: rest.length < alternatives.length };
  }
  if (Array.isArray(schema.type) && schema.type.includes("null")) {
    const type = schema.type.filter((t) => t !== "null");
    return { schema: { ...schema, type: type.length === 1 ? type[0] : type }, nullable: true };
  }
  return { schema, nullable: false };
}

function typeName(schema: JsonSchema, schemas: Schemas, seen: Set<string>): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return "enum";
  if (schema.type === "array" && schema.items) {
    const items = resolve(schema.items, schemas, new Set(seen));
    return `array of ${typeName(items, schemas, seen)}`;
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.map((a) => typeName(resolve(a, schemas, new Set(seen)), schemas, seen)).join(" or ");
  const type = Array.isArray(schema.type) ? schema.type.join(" or ") : (schema.type ?? "any");
  return schema.format ? `${type} (${schema.format})` : type;
}

function rulesOf(schema: JsonSchema): string[] {
  const rules: string[] = [];
  if (schema.enum) rules.push(`one of ${schema.enum.map((v) => JSON.stringify(v)).join(", ")}`);
  if (schema.minLength !== undefined && schema.maxLength !== undefined) rules.push(`${schema.minLength} to ${schema.maxLength} characters`);
  else if (schema.maxLength !== undefined) rules.push(`at most ${schema.maxLength} characters`);
  if (schema.minimum !== undefined) rules.push(`at least ${schema.minimum}`);
  if (schema.maximum !== undefined) rules.push(`at most ${schema.maximum}`);
  if (schema.maxItems !== undefined) rules.push(`at most ${schema.maxItems} items`);
  if (schema.default !== undefined) rules.push(`default ${JSON.stringify(schema.default)}`);
  return rules;
}

/** The fields of an object schema, nested objects and array elements flattened into dotted names. */
export function schemaFields(root: JsonSchema | undefined, schemas: Schemas = {}): SchemaField[] {
  if (!root) return [];
  const fields: SchemaField[] = [];
  const visit = (raw: JsonSchema, prefix: string, depth: number, seen: Set<string>) => {
    const schema = resolve(raw, schemas, seen);
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      const branch = new Set(seen);
      const { schema: field, nullable } = withoutNull(resolve(property, schemas, branch), schemas, branch);
      const name = prefix ? `${prefix}.${key}` : key;
      const type = typeName(field, schemas, branch);
      fields.push({
        name,
        type: nullable ? `${type} or null` : type,
        required: (schema.required ?? []).includes(key),
        description: field.description ?? property.description,
        rules: rulesOf(field),
      });
      if (depth >= MAX_DEPTH) continue;
      if (field.properties) visit(field, name, depth + 1, branch);
      else if (field.type === "array" && field.items) {
        const items = resolve(field.items, schemas, branch);
        if (items.properties) visit(items, `${name}[]`, depth + 1, branch);
      }
    }
  };
  visit(root, "", 0, new Set());
  return fields;
}
