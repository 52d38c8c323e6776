import type { OperatorCatalogGame } from "@/lib/server/operators/get-operator";
import type { OperatorView } from "@/lib/server/operators/operator-fields";

// What operator resolvers receive: the list service brings counts, the detail service the catalog, mutations
// only the operator; the Operator field resolvers fetch whatever a parent lacks.
export type OperatorParent = OperatorView & {
  catalogSize?: number;
  activeKeyCount?: number;
  catalog?: OperatorCatalogGame[];
};

export interface OperatorWithSecretParent {
  operator: OperatorParent;
  walletSecret: string;
}
