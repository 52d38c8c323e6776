import { describe, expect, it } from "vitest";
import { demoGameMath } from "@/lib/game/math/demo-games";
import { gameTheme, THEMED_GAMES } from "./game-themes";
import { DRAWN_SYMBOL_IDS } from "./symbol-art";

// Every demo game is drawn with its own art and colours, not with the fallbacks meant for new games.
describe("demo game art", () => {
  it("has a drawing for every symbol of every demo game", () => {
    const missing = Object.values(demoGameMath).flatMap((math) =>
      math.symbols.filter((symbol) => !DRAWN_SYMBOL_IDS.includes(symbol.id)).map((symbol) => `${math.game}:${symbol.id}`),
    );
    expect(missing).toEqual([]);
  });

  it("has a theme for every demo game, and a stable derived one for any other game", () => {
    expect(Object.keys(demoGameMath).filter((symbol) => !THEMED_GAMES.includes(symbol))).toEqual([]);
    expect(gameTheme("zz99newgame")).toEqual(gameTheme("zz99newgame"));
    expect(gameTheme("zz99newgame").accent).not.toBe(gameTheme("zz98othergame").accent);
  });
});
