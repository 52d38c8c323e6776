import type { ReactNode } from "react";
import type { JsonSchema } from "@/lib/contract/openapi";
import styles from "../api-reference.module.css";

// Renders JSON Schema (as generated from the zod contract) for people: a type label with links to named schemas,
// the constraints in words, and a field table that flattens inline objects into dotted names.

const SCHEMA_REF_PREFIX = "#/components/schemas/";
/** The contract's plain-text rule, said in words rather than as a regular expression. */
const NO_CONTROL_CHARACTERS = "^[^\\u0000-\\u001f\\u007f]*$";

export function schemaAnchor(name: string): string {
  return `schema-${name}`;
}

export function refName(schema: JsonSchema | undefined): string | undefined {
  return typeof schema?.$ref === "string" && schema.$ref.startsWith(SCHEMA_REF_PREFIX)
    ? schema.$ref.slice(SCHEMA_REF_PREFIX.length)
    : undefined;
}

export function TypeLabel({ schema }: { schema: JsonSchema | undefined }): ReactNode {
  if (!schema) return <span className={styles.type}>any</span>;
  const name = refName(schema);
  if (name) {
    return (
      <a className={styles.typeRef} href={`#${schemaAnchor(name)}`}>
        {name}
      </a>
    );
  }
  const alternatives = (schema.anyOf ?? schema.oneOf)?.filter(
    (option) => option.type !== undefined || option.$ref !== undefined,
  );
  if (alternatives?.length)
    return joined(alternatives.map((option, index) => <TypeLabel key={index} schema={option} />));
  if (schema.const !== undefined) return <code className={styles.literal}>{JSON.stringify(schema.const)}</code>;
  if (schema.enum)
    return joined(
      schema.enum.map((value, index) => (
        <code key={index} className={styles.literal}>
          {JSON.stringify(value)}
        </code>
      )),
    );
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return <span className={styles.type}>any</span>;
  return joined(
    types.map((type, index) => {
      if (type === "array") {
        return (
          <span key={index} className={styles.type}>
            array of <TypeLabel schema={schema.items as JsonSchema | undefined} />
          </span>
        );
      }
      return (
        <span key={index} className={styles.type}>
          {type}
          {type === "string" && schema.format ? ` (${schema.format})` : ""}
        </span>
      );
    }),
  );
}

function joined(parts: ReactNode[]): ReactNode {
  return parts.flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          <span key={`or-${index}`} className={styles.or}>
            {" "}
            |{" "}
          </span>,
          part,
        ],
  );
}

/** Length, range and pattern rules in words. */
export function constraintsOf(schema: JsonSchema): string[] {
  const rules: string[] = [];
  const target = refName(schema) ? undefined : schema;
  if (!target) return rules;
  if (target.minLength !== undefined && target.maxLength !== undefined)
    rules.push(`${target.minLength}–${target.maxLength} characters`);
  else if (target.maxLength !== undefined) rules.push(`at most ${target.maxLength} characters`);
  else if (target.minLength !== undefined) rules.push(`at least ${target.minLength} characters`);
  if (target.minimum !== undefined) rules.push(`≥ ${target.minimum}`);
  if (target.maximum !== undefined) rules.push(`≤ ${target.maximum}`);
  if (target.pattern === NO_CONTROL_CHARACTERS) rules.push("no control characters");
  else if (target.pattern) rules.push(`pattern ${target.pattern}`);
  return rules;
}

interface FieldRow {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

/** An object schema and the members it is composed of (allOf: the properties beside "at least one of" rules). */
function objectParts(schema: JsonSchema): JsonSchema[] {
  return [schema, ...(schema.allOf ?? []).filter((member): member is JsonSchema => typeof member === "object")];
}

function fieldRows(schema: JsonSchema, prefix = ""): FieldRow[] {
  if (schema.allOf) return objectParts(schema).flatMap((part) => (part.properties ? fieldRows(part, prefix) : []));
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => {
    // `true`/`false` property schemas are never generated from the contract.
    if (typeof property === "boolean") return [];
    const row = { name: `${prefix}${key}`, schema: property, required: required.has(key) };
    if (property.type === "object" && property.properties) return [row, ...fieldRows(property, `${row.name}.`)];
    const items = property.items as JsonSchema | undefined;
    if (property.type === "array" && items?.type === "object" && items.properties)
      return [row, ...fieldRows(items, `${row.name}[].`)];
    return [row];
  });
}

/** Object-level rules that are not visible in the rows: "one of these fields", extra fields allowed. */
function objectNotes(schema: JsonSchema): string[] {
  return objectParts(schema).flatMap((part) => {
    const notes: string[] = [];
    const alternatives = part.anyOf?.map((option) => option.required ?? []).filter((fields) => fields.length > 0);
    if (alternatives?.length)
      notes.push(`Send at least one of: ${alternatives.map((fields) => fields.join(" and ")).join(", ")}.`);
    if (part.additionalProperties === undefined && part.type === "object" && part.properties)
      notes.push("Other fields are ignored.");
    return notes;
  });
}

export function FieldTable({ schema }: { schema: JsonSchema }) {
  const rows = fieldRows(schema);
  const notes = objectNotes(schema);
  if (rows.length === 0) return null;
  return (
    <>
      <FieldRowsTable nameHeading="Field" rows={rows.map((row) => ({ ...row, description: row.schema.description }))} />
      {notes.map((note) => (
        <p key={note} className={styles.note}>
          {note}
        </p>
      ))}
    </>
  );
}

interface FieldRowProps {
  name: string;
  /** Where a parameter goes (path, query, header); fields have none. */
  location?: string;
  schema: JsonSchema;
  required: boolean;
  description: string | undefined;
}

/** The table of an object's fields or an endpoint's parameters: name, where (parameters), type, required, rules. */
export function FieldRowsTable(props: { nameHeading: string; rows: FieldRowProps[] }) {
  const withLocation = props.rows.some((row) => row.location !== undefined);
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>{props.nameHeading}</th>
          {withLocation ? <th>In</th> : null}
          <th>Type</th>
          <th>Required</th>
          <th>Description</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <FieldRow key={`${row.location ?? ""}-${row.name}`} {...row} />
        ))}
      </tbody>
    </table>
  );
}

function FieldRow(props: FieldRowProps) {
  return (
    <tr>
      <td>
        <code className={styles.fieldName}>{props.name}</code>
      </td>
      {props.location !== undefined ? <td>{props.location}</td> : null}
      <td>
        <TypeLabel schema={props.schema} />
      </td>
      <td>
        {props.required ? (
          <span className={styles.required}>required</span>
        ) : (
          <span className={styles.optional}>optional</span>
        )}
      </td>
      <td>
        {props.description ? <span>{props.description}</span> : null}
        {constraintsOf(props.schema).map((rule) => (
          <span key={rule} className={styles.constraint}>
            {rule}
          </span>
        ))}
      </td>
    </tr>
  );
}

export function CodeBlock({ title, code }: { title: string; code: string }) {
  return (
    <figure className={styles.codeBlock}>
      <figcaption>{title}</figcaption>
      <pre>
        <code>{code}</code>
      </pre>
    </figure>
  );
}

export function firstExample(schema: JsonSchema | undefined): unknown {
  const examples = schema?.examples;
  return Array.isArray(examples) ? examples[0] : undefined;
}
