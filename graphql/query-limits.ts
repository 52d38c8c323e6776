import {
  GraphQLError,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
} from "graphql";
import { positiveIntegerSetting } from "@/lib/base/env-setting";
import { MAX_PAGE_SIZE } from "@/lib/base/paging";

// Validation rules that refuse expensive operations before anything runs (extensions.code "query_too_complex").
// Depth counts nested field levels. Cost counts object fields, each multiplied by the sizes of the lists above it:
// a field with a `first` argument is sized by it (at most the largest page; a variable counts as its default,
// else the largest page), the
// `items` of a page type share their page's size, and any other list counts as GRAPHQL_LIST_COST_FACTOR.
// Scalar fields cost nothing: a document's size already bounds them. Introspection fields are not counted.

export interface QueryLimits {
  maxDepth: number;
  maxCost: number;
  listFactor: number;
}

export function queryLimits(): QueryLimits {
  return {
    maxDepth: positiveIntegerSetting("GRAPHQL_MAX_DEPTH", 8),
    maxCost: positiveIntegerSetting("GRAPHQL_MAX_COST", 5000),
    listFactor: positiveIntegerSetting("GRAPHQL_LIST_COST_FACTOR", 10),
  };
}

function tooComplex(message: string, node: OperationDefinitionNode): GraphQLError {
  return new GraphQLError(message, { nodes: [node], extensions: { code: "query_too_complex" } });
}

/** Calls `visit` for every field of a selection set, looking through fragments (each at most once per path). */
function eachField(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  seen: Set<string>,
  visit: (field: import("graphql").FieldNode) => void,
): void {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) visit(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT) eachField(context, selection.selectionSet, seen, visit);
    else {
      const name = selection.name.value;
      const fragment: FragmentDefinitionNode | null | undefined = context.getFragment(name);
      if (!fragment || seen.has(name)) continue;
      eachField(context, fragment.selectionSet, new Set(seen).add(name), visit);
    }
  }
}

const isIntrospection = (name: string) => name.startsWith("__");

function depthOf(context: ValidationContext, selectionSet: SelectionSetNode, seen: Set<string>): number {
  let deepest = 0;
  eachField(context, selectionSet, seen, (field) => {
    if (isIntrospection(field.name.value)) return;
    deepest = Math.max(deepest, 1 + (field.selectionSet ? depthOf(context, field.selectionSet, seen) : 0));
  });
  return deepest;
}

function fieldDefinition(
  parent: GraphQLNamedType | undefined,
  name: string,
): GraphQLField<unknown, unknown> | undefined {
  return parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[name] : undefined;
}

/** A page size as the cost counts it: no list returns more than MAX_PAGE_SIZE rows, whatever is asked. */
function intValue(node: ValueNode | undefined, operation: OperationDefinitionNode): number | undefined {
  if (!node) return undefined;
  if (node.kind === Kind.INT) return Math.min(Math.max(Number(node.value), 0), MAX_PAGE_SIZE);
  if (node.kind === Kind.VARIABLE) {
    const variable = operation.variableDefinitions?.find(
      (definition) => definition.variable.name.value === node.name.value,
    );
    const fallback = variable?.defaultValue;
    return fallback?.kind === Kind.INT ? Math.min(Math.max(Number(fallback.value), 0), MAX_PAGE_SIZE) : MAX_PAGE_SIZE;
  }
  return undefined;
}

function costOf(
  context: ValidationContext,
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  selectionSet: SelectionSetNode,
  parent: GraphQLNamedType | undefined,
  limits: QueryLimits,
  seen: Set<string>,
): number {
  let total = 0;
  eachField(context, selectionSet, seen, (field) => {
    if (isIntrospection(field.name.value) || !field.selectionSet) return;
    const definition = fieldDefinition(parent, field.name.value);
    const type = definition ? getNamedType(definition.type) : undefined;
    const firstArgument = field.arguments?.find((argument) => argument.name.value === "first");
    const firstDefault = definition?.args.find((argument) => argument.name === "first")?.defaultValue;
    let size = 1;
    if (definition?.args.some((argument) => argument.name === "first")) {
      size =
        intValue(firstArgument?.value, operation) ?? (typeof firstDefault === "number" ? firstDefault : MAX_PAGE_SIZE);
    } else if (definition && isListType(getNullableType(definition.type)) && !parent?.name.endsWith("Page")) {
      size = limits.listFactor;
    }
    total += size * (1 + costOf(context, schema, operation, field.selectionSet, type, limits, seen));
  });
  return total;
}

export function queryLimitRules(limits: QueryLimits = queryLimits()) {
  const depthRule = (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const depth = depthOf(context, operation.selectionSet, new Set());
      if (depth > limits.maxDepth) {
        context.reportError(
          tooComplex(`The operation is ${depth} levels deep; at most ${limits.maxDepth} are allowed`, operation),
        );
      }
    },
  });
  const costRule = (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const schema = context.getSchema();
      const root = schema.getRootType(operation.operation) ?? undefined;
      const cost = costOf(context, schema, operation, operation.selectionSet, root, limits, new Set());
      if (cost > limits.maxCost) {
        context.reportError(
          tooComplex(
            `The operation costs ${cost}; at most ${limits.maxCost} is allowed (ask for fewer or smaller lists)`,
            operation,
          ),
        );
      }
    },
  });
  return [depthRule, costRule];
}
