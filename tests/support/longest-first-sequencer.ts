import { BaseSequencer, type TestSpecification } from "vitest/node";

// Vitest orders files by the durations it cached on an earlier run, and with no cache (a fresh clone, CI) by
// project name, then size: the unit project ("unit") came last, so the 10^6-round simulations started after
// everything else and ran for two minutes while the other worker sat idle. These files each keep one worker busy
// for half a minute or more (measured on the 2-core machine); they start first, in this order, so the short files
// fill in around them. A file missing from the list keeps vitest's own order.
const LONGEST_FIRST = [
  "lib/game/demo-games/registry.test.ts",
  "tests/integration/wallet/wallet-randomized.test.ts",
  "tests/checks/integration-guide-walk.test.ts",
  "tests/integration/cli/cli.test.ts",
  "tests/integration/ops/ops-services-start.test.ts",
  "tests/integration/auth/auth-staff-setup.test.ts",
];

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((suffix) => file.moduleId.endsWith(suffix));
      return index < 0 ? LONGEST_FIRST.length : index;
    };
    // Array.prototype.sort is stable: files of equal rank keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
