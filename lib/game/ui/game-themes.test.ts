import { describe, expect, it } from "vitest";
import { demoGameTheme } from "@/lib/game/demo-games/art-registry";
import { gameTheme } from "./game-themes";

describe("game themes", () => {
  it("gives a demo game its own theme, and any other game a stable derived one", () => {
    expect(gameTheme("vs20aurora")).toBe(demoGameTheme("vs20aurora"));
    expect(gameTheme("zz99newgame")).toEqual(gameTheme("zz99newgame"));
    expect(gameTheme("zz99newgame").accent).not.toBe(gameTheme("zz98othergame").accent);
  });
});
