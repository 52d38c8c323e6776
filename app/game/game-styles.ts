// The game's stylesheets, in cascade order: the base (theme, frame, header, buttons), each component's own rules
// beside it in lib/game/ui, then the layouts that override them, then the regulated-market controls. The launched
// game's and the replay's layouts import this one list, so the order is written once.
import "./game.css";
import "@/lib/game/ui/slot-reels.css";
import "@/lib/game/ui/history-panel.css";
import "@/lib/game/ui/bet-controls.css";
import "@/lib/game/ui/free-rounds-panels.css";
import "@/lib/game/ui/promotions-panel.css";
import "@/lib/game/ui/jackpot-panels.css";
import "@/lib/game/ui/modal-dialog.css";
import "@/lib/game/ui/session-unavailable.css";
import "@/lib/game/ui/round-replay.css";
import "./game-layout.css";
import "@/lib/game/ui/regulated-controls.css";
