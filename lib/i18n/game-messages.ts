// Every string the player sees on the game page and on the "session expired" page, in English and Turkish.
// The launch's `lang` picks the dictionary (docs/decisions.md: at least en and tr); anything else falls back to English.
// Placeholders are written {name} and filled by formatMessage. The Turkish dictionary must have exactly the
// English keys (checked by the type below and by game-messages.test.ts).

export const GAME_LANGS = ["en", "tr"] as const;
export type GameLang = (typeof GAME_LANGS)[number];

const en = {
  langTag: "en",
  loading: "Loading game…",
  byProvider: "by {provider}",
  returnToLobby: "Return to lobby",
  reelsLabel: "{title} reels",
  keyboardHint: "Press Space to spin",
  touchHint: "Tap Spin to play",
  // Meters and bet controls
  balance: "Balance",
  balanceUnknown: "—",
  totalBet: "Total bet",
  betLevel: "Bet level",
  coinValue: "Coin value",
  linesCount: "{lines} lines",
  raiseBetLevel: "Raise bet level",
  lowerBetLevel: "Lower bet level",
  raiseCoinValue: "Raise coin value",
  lowerCoinValue: "Lower coin value",
  maxBet: "Max bet",
  maxBetLabel: "Set the highest bet",
  specialBet: "Special bet",
  specialBetLevel: "Bet level {level}",
  win: "Win",
  winAnnouncement: "You won {amount}",
  noWinAnnouncement: "No win this time",
  winPending: "Your win of {amount} is on its way to your casino balance.",
  balanceAnnouncement: "Balance {amount}",
  // Spin button
  spin: "Spin",
  spinLabel: "Spin the reels for {bet}",
  skip: "Skip",
  skipLabel: "Show the result now",
  // Win presentation
  lineWin: "Line {line} · {count} in a row · {amount}",
  scatterWin: "{count} scatters · {amount}",
  bigWin: "Big win!",
  megaWin: "Mega win!",
  wildBadge: "WILD",
  scatterBadge: "SCATTER",
  // Free spins and buying the feature
  freeSpins: "Free spins",
  freeSpinsAwarded: "{count} free spins!",
  freeSpinsRetrigger: "+{count} free spins!",
  freeSpinCounter: "Free spin {current} of {total}",
  freeSpinsMultiplier: "All wins ×{multiplier}",
  freeSpinsFeatureInfo: "3 or more scatters award free spins with all wins ×{multiplier}",
  freeSpinsTotal: "Free spins win",
  freeSpinsComplete: "Free spins complete",
  buyFeature: "Buy free spins",
  buyFeatureCost: "{spins} free spins for {cost}",
  buyFeatureConfirmTitle: "Buy free spins?",
  buyFeatureConfirmBody: "{spins} free spins with all wins ×{multiplier} cost {cost} ({times} × your total bet).",
  buyFeatureConfirm: "Buy for {cost}",
  cancel: "Cancel",
  // Free rounds an operator awarded (the bet is not taken from the balance; wins are paid to it)
  freeRoundsOfferTitle: "Free rounds",
  freeRoundsOfferBody: "You have {count} free rounds at {bet}.",
  freeRoundsOfferBodyOne: "You have 1 free round at {bet}.",
  freeRoundsOfferNote: "The bet is on us: it is not taken from your balance, and every win is paid to it.",
  freeRoundsPlayNow: "Play now",
  freeRoundsLater: "Later",
  freeRoundsResume: "Free rounds ({count})",
  freeRoundsResumeLabel: "Play your {count} free rounds",
  freeRoundsLeft: "Free rounds: {count} left",
  freeRoundsWin: "Free rounds win",
  freeRoundsSpinLabel: "Play a free round at {bet}",
  freeRoundsCompleteBody: "Free rounds complete: you won {win}.",
  freeRoundsContinue: "Continue",
  freeRoundsUnavailable:
    "These free rounds are no longer available: the offer was cancelled or has expired. Wins already paid stay in your balance.",
  // History and replay
  history: "History",
  historyShow: "Show history",
  historyHide: "Hide history",
  historyEmpty: "No rounds yet. Spin to play!",
  historyBet: "Bet",
  historyWin: "Win",
  historyBought: "Bought",
  historyFreeSpins: "{count} free spins",
  historyFreeRound: "Free round",
  // A free round whose win the campaign's max_win cut: what was paid is shown, and why it is less.
  maxWinReached: "Max win reached",
  maxWinReachedDetail: "Max win reached: {won} won, {paid} paid",
  maxWinReachedAnnouncement: "Max win reached: you won {won}, {paid} is paid",
  historyShowRound: "Show the round of {time}",
  replayTitle: "Round of {time}",
  replayBack: "Back to the game",
  // Paytable
  paytable: "Paytable",
  paytableShow: "Show the paytable",
  paytableClose: "Close the paytable",
  paytableLines: "Wins pay left to right on {lines} lines, × the line bet. Wild substitutes for regular symbols.",
  paytableScatter: "Scatters pay anywhere, × the total bet.",
  close: "Close",
  // Problems, in plain words
  insufficientFunds:
    "Insufficient funds: your balance does not cover this bet. Lower the bet or add funds in the lobby.",
  walletRejected: "The casino wallet refused the bet. No money was taken.",
  walletUnavailable:
    "The casino wallet is not answering right now. Your bet was not played; please try again in a moment.",
  roundInProgress: "Your previous spin is still being settled. Please wait a moment and try again.",
  betNotTaken:
    "The game server had a problem before your spin started. Your bet was not taken; please try again in a moment.",
  betRefunded:
    "The game server had a problem during your spin. The round was not played and your bet is being refunded to your balance.",
  balanceUnavailable: "Your balance could not be loaded from the casino wallet.",
  balanceRefreshFailed: "Your balance could not be refreshed from the casino wallet; the last known balance is shown.",
  invalidBet: "This bet is not available. Please choose another bet.",
  gameNotPlayable: "This game cannot be played right now.",
  tooManyWindows: "This game is open in too many windows. Close the others to get live balance updates.",
  connectionProblem: "Connection problem. Check your connection and try again.",
  somethingWentWrong: "Something went wrong. Please try again.",
  liveUpdatesReconnecting: "Live balance updates paused — reconnecting…",
  balanceUpdated: "Balance updated",
  dismiss: "Dismiss",
  // Session states (also the "session expired" page of the launch exchange)
  sessionExpiredTitle: "Session expired",
  sessionExpiredBody: "This game session is no longer valid. Start the game again from the lobby.",
  sessionEndedTitle: "Session ended",
  sessionEndedBody: "This game session was ended by the casino. Return to the lobby to play again.",
  sessionMissingTitle: "Game session not found",
  sessionMissingBody: "This game link is not valid in this browser. Open the game from your casino lobby.",
  documentTitleUnavailable: "Game unavailable",
  // The read-only replay of one round (a signed link from the operator's support)
  replayOfRound: "Replay of round {round} at {time} UTC",
  replayReadOnly: "Read-only replay: nothing can be played or bet here.",
  replayBaseSpin: "Paid spin",
  replayFreeRound: "Free round",
  replayFreeRoundBet: "Free round bet",
  replayBoughtSpin: "Bought feature",
  replayStep: "Spin {current} of {total}",
  replayPrevious: "Previous spin",
  replayNext: "Next spin",
  replayRoundWin: "Round win",
  replaySpinWin: "This spin",
  replayNoWin: "No win on this spin",
  replayInvalidTitle: "This replay link is not valid",
  replayInvalidBody: "It has expired or been revoked, or it was altered. Ask the casino's support for a new link.",
  documentTitleReplay: "Replay of round {round}",
  // Regulated markets (the session's jurisdiction profile)
  spinTooFast: "Please wait a moment before the next spin: spins must be further apart here.",
  stakeAboveLimit: "This stake is above the limit allowed here. Please choose a lower bet.",
  featureBuyNotAllowed: "Buying the feature is not available here.",
  nextSpinIn: "Next spin in {seconds} s",
  netPosition: "Net position",
  sessionTime: "Session time",
  autoplay: "Autoplay",
  autoplayTitle: "Autoplay",
  autoplaySpins: "Number of spins",
  autoplayLossLimit: "Stop if losses reach",
  autoplayLossLimitHint: "Required: autoplay stops once your net loss in this run reaches this amount.",
  autoplayStart: "Start autoplay",
  autoplayStop: "Stop autoplay ({left} left)",
  autoplayStopped: "Autoplay stopped.",
  turbo: "Turbo",
  turboLabel: "Quick spin: land the reels at once",
  realityCheckTitle: "Reality check",
  realityCheckBody: "You have been playing for {time}.",
  realityCheckNet: "Net position since you started: {amount}",
  realityCheckContinue: "Continue playing",
  realityCheckLeave: "Leave the game",
  playEndedTitle: "You have left the game",
  playEndedBody: "Play has ended for this session. You can close this window.",
  // Demo mode (a launch with mode "demo")
  demoBadge: "Demo",
  demoBadgeLabel: "Demo mode: virtual balance, no real money",
};

export type GameMessages = { [Key in keyof typeof en]: string };
export type GameMessageKey = keyof GameMessages;

const tr: GameMessages = {
  langTag: "tr",
  loading: "Oyun yükleniyor…",
  byProvider: "{provider} oyunu",
  returnToLobby: "Lobiye dön",
  reelsLabel: "{title} makaraları",
  keyboardHint: "Çevirmek için Boşluk tuşuna basın",
  touchHint: "Oynamak için Çevir'e dokunun",
  balance: "Bakiye",
  balanceUnknown: "—",
  totalBet: "Toplam bahis",
  betLevel: "Bahis seviyesi",
  coinValue: "Jeton değeri",
  linesCount: "{lines} hat",
  raiseBetLevel: "Bahis seviyesini artır",
  lowerBetLevel: "Bahis seviyesini azalt",
  raiseCoinValue: "Jeton değerini artır",
  lowerCoinValue: "Jeton değerini azalt",
  maxBet: "Maks. bahis",
  maxBetLabel: "En yüksek bahsi seç",
  specialBet: "Özel bahis",
  specialBetLevel: "Bahis seviyesi {level}",
  win: "Kazanç",
  winAnnouncement: "{amount} kazandınız",
  noWinAnnouncement: "Bu sefer kazanç yok",
  winPending: "{amount} tutarındaki kazancınız casino bakiyenize aktarılıyor.",
  balanceAnnouncement: "Bakiye {amount}",
  spin: "Çevir",
  spinLabel: "Makaraları {bet} bahisle çevir",
  skip: "Geç",
  skipLabel: "Sonucu hemen göster",
  lineWin: "Hat {line} · {count} sembol · {amount}",
  scatterWin: "{count} scatter · {amount}",
  bigWin: "Büyük kazanç!",
  megaWin: "Mega kazanç!",
  wildBadge: "JOKER",
  scatterBadge: "BONUS",
  freeSpins: "Bedava dönüşler",
  freeSpinsAwarded: "{count} bedava dönüş!",
  freeSpinsRetrigger: "+{count} bedava dönüş!",
  freeSpinCounter: "Bedava dönüş {current} / {total}",
  freeSpinsMultiplier: "Tüm kazançlar ×{multiplier}",
  freeSpinsFeatureInfo: "3 veya daha fazla scatter, tüm kazançları ×{multiplier} olan bedava dönüşler kazandırır",
  freeSpinsTotal: "Bedava dönüş kazancı",
  freeSpinsComplete: "Bedava dönüşler tamamlandı",
  buyFeature: "Bedava dönüş satın al",
  buyFeatureCost: "{cost} karşılığında {spins} bedava dönüş",
  buyFeatureConfirmTitle: "Bedava dönüş satın alınsın mı?",
  buyFeatureConfirmBody:
    "Tüm kazançları ×{multiplier} olan {spins} bedava dönüşün bedeli {cost} (toplam bahsinizin {times} katı).",
  buyFeatureConfirm: "{cost} öde ve satın al",
  cancel: "Vazgeç",
  freeRoundsOfferTitle: "Bedava turlar",
  freeRoundsOfferBody: "{bet} bahisle {count} bedava turunuz var.",
  freeRoundsOfferBodyOne: "{bet} bahisle 1 bedava turunuz var.",
  freeRoundsOfferNote: "Bahis bizden: bakiyenizden düşülmez ve her kazanç bakiyenize eklenir.",
  freeRoundsPlayNow: "Şimdi oyna",
  freeRoundsLater: "Sonra",
  freeRoundsResume: "Bedava turlar ({count})",
  freeRoundsResumeLabel: "{count} bedava turunuzu oynayın",
  freeRoundsLeft: "Bedava turlar: {count} kaldı",
  freeRoundsWin: "Bedava tur kazancı",
  freeRoundsSpinLabel: "{bet} bahisle bedava tur oyna",
  freeRoundsCompleteBody: "Bedava turlar tamamlandı: {win} kazandınız.",
  freeRoundsContinue: "Devam",
  freeRoundsUnavailable:
    "Bu bedava turlar artık kullanılamıyor: teklif iptal edildi veya süresi doldu. Ödenmiş kazançlar bakiyenizde kalır.",
  history: "Geçmiş",
  historyShow: "Geçmişi göster",
  historyHide: "Geçmişi gizle",
  historyEmpty: "Henüz tur yok. Oynamak için çevirin!",
  historyBet: "Bahis",
  historyWin: "Kazanç",
  historyBought: "Satın alındı",
  historyFreeSpins: "{count} bedava dönüş",
  historyFreeRound: "Bedava tur",
  maxWinReached: "Maksimum kazanca ulaşıldı",
  maxWinReachedDetail: "Maksimum kazanca ulaşıldı: {won} kazanıldı, {paid} ödendi",
  maxWinReachedAnnouncement: "Maksimum kazanca ulaşıldı: {won} kazandınız, {paid} ödeniyor",
  historyShowRound: "{time} turunu göster",
  replayTitle: "{time} turu",
  replayBack: "Oyuna dön",
  paytable: "Ödeme tablosu",
  paytableShow: "Ödeme tablosunu göster",
  paytableClose: "Ödeme tablosunu kapat",
  paytableLines:
    "Kazançlar {lines} hat üzerinde soldan sağa ödenir, hat bahsi ile çarpılır. Joker normal sembollerin yerine geçer.",
  paytableScatter: "Scatter sembolleri her yerde öder, toplam bahis ile çarpılır.",
  close: "Kapat",
  insufficientFunds: "Yetersiz bakiye: bakiyeniz bu bahsi karşılamıyor. Bahsi düşürün veya lobiden para yatırın.",
  walletRejected: "Casino cüzdanı bahsi reddetti. Bakiyenizden para alınmadı.",
  walletUnavailable: "Casino cüzdanı şu anda yanıt vermiyor. Bahsiniz oynanmadı; lütfen birazdan tekrar deneyin.",
  roundInProgress: "Önceki çevirmeniz hâlâ sonuçlandırılıyor. Lütfen biraz bekleyip tekrar deneyin.",
  betNotTaken:
    "Çevirmeniz başlamadan oyun sunucusunda bir sorun oluştu. Bahsiniz alınmadı; lütfen birazdan tekrar deneyin.",
  betRefunded:
    "Çevirmeniz sırasında oyun sunucusunda bir sorun oluştu. Tur oynanmadı ve bahsiniz bakiyenize iade ediliyor.",
  balanceUnavailable: "Bakiyeniz casino cüzdanından alınamadı.",
  balanceRefreshFailed: "Bakiyeniz casino cüzdanından yenilenemedi; bilinen son bakiye gösteriliyor.",
  invalidBet: "Bu bahis kullanılamıyor. Lütfen başka bir bahis seçin.",
  gameNotPlayable: "Bu oyun şu anda oynanamıyor.",
  tooManyWindows: "Bu oyun çok fazla pencerede açık. Canlı bakiye güncellemeleri için diğerlerini kapatın.",
  connectionProblem: "Bağlantı sorunu. Bağlantınızı kontrol edip tekrar deneyin.",
  somethingWentWrong: "Bir şeyler ters gitti. Lütfen tekrar deneyin.",
  liveUpdatesReconnecting: "Canlı bakiye güncellemeleri durdu — yeniden bağlanılıyor…",
  balanceUpdated: "Bakiye güncellendi",
  dismiss: "Kapat",
  sessionExpiredTitle: "Oturumun süresi doldu",
  sessionExpiredBody: "Bu oyun oturumu artık geçerli değil. Oyunu lobiden yeniden başlatın.",
  sessionEndedTitle: "Oturum sona erdi",
  sessionEndedBody: "Bu oyun oturumu casino tarafından sonlandırıldı. Yeniden oynamak için lobiye dönün.",
  sessionMissingTitle: "Oyun oturumu bulunamadı",
  sessionMissingBody: "Bu oyun bağlantısı bu tarayıcıda geçerli değil. Oyunu casino lobinizden açın.",
  documentTitleUnavailable: "Oyun kullanılamıyor",
  replayOfRound: "{round} numaralı turun tekrarı, {time} UTC",
  replayReadOnly: "Salt okunur tekrar: burada oynanamaz ve bahis yapılamaz.",
  replayBaseSpin: "Ücretli çevirme",
  replayFreeRound: "Bedava tur",
  replayFreeRoundBet: "Bedava tur bahsi",
  replayBoughtSpin: "Satın alınan özellik",
  replayStep: "Çevirme {current} / {total}",
  replayPrevious: "Önceki çevirme",
  replayNext: "Sonraki çevirme",
  replayRoundWin: "Tur kazancı",
  replaySpinWin: "Bu çevirme",
  replayNoWin: "Bu çevirmede kazanç yok",
  replayInvalidTitle: "Bu tekrar bağlantısı geçerli değil",
  replayInvalidBody:
    "Süresi dolmuş, iptal edilmiş ya da değiştirilmiş. Casino destek ekibinden yeni bir bağlantı isteyin.",
  documentTitleReplay: "{round} numaralı turun tekrarı",
  // Düzenlenmiş pazarlar (oturumun yetki alanı profili)
  spinTooFast: "Lütfen sonraki çevirmeden önce biraz bekleyin: burada çevirmeler arasında daha uzun süre olmalı.",
  stakeAboveLimit: "Bu bahis burada izin verilen sınırın üzerinde. Lütfen daha düşük bir bahis seçin.",
  featureBuyNotAllowed: "Burada özellik satın alınamaz.",
  nextSpinIn: "Sonraki çevirme {seconds} sn içinde",
  netPosition: "Net durum",
  sessionTime: "Oturum süresi",
  autoplay: "Otomatik",
  autoplayTitle: "Otomatik oyun",
  autoplaySpins: "Çevirme sayısı",
  autoplayLossLimit: "Kayıp şu tutara ulaşırsa dur",
  autoplayLossLimitHint: "Zorunlu: bu çalışmadaki net kaybınız bu tutara ulaşınca otomatik oyun durur.",
  autoplayStart: "Otomatik oyunu başlat",
  autoplayStop: "Otomatik oyunu durdur ({left} kaldı)",
  autoplayStopped: "Otomatik oyun durdu.",
  turbo: "Turbo",
  turboLabel: "Hızlı çevirme: makaralar hemen dursun",
  realityCheckTitle: "Gerçeklik kontrolü",
  realityCheckBody: "{time} süredir oynuyorsunuz.",
  realityCheckNet: "Başladığınızdan beri net durumunuz: {amount}",
  realityCheckContinue: "Oynamaya devam et",
  realityCheckLeave: "Oyundan çık",
  playEndedTitle: "Oyundan çıktınız",
  playEndedBody: "Bu oturumda oyun sona erdi. Bu pencereyi kapatabilirsiniz.",
  // Demo mode (a launch with mode "demo")
  demoBadge: "Demo",
  demoBadgeLabel: "Demo modu: sanal bakiye, gerçek para yok",
};

const dictionaries: Record<GameLang, GameMessages> = { en, tr };

/** The dictionary language for a launch's lang code ("tr", "tr-TR", "TR" → tr); anything else is English. */
export function resolveGameLang(lang: string | null | undefined): GameLang {
  const primary = lang?.trim().toLowerCase().split(/[-_]/)[0];
  return (GAME_LANGS as readonly string[]).includes(primary ?? "") ? (primary as GameLang) : "en";
}

/** The first supported language of an Accept-Language header, by quality; English when none is supported. */
export function langFromAcceptLanguage(header: string | null | undefined): GameLang {
  const ranked = (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const quality = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) {
    const primary = entry.tag.toLowerCase().split("-")[0];
    if ((GAME_LANGS as readonly string[]).includes(primary ?? "")) return primary as GameLang;
  }
  return "en";
}

/** The game page's strings for a launch's lang code (see resolveGameLang). */
export function gameMessages(lang: string | null | undefined): GameMessages {
  return dictionaries[resolveGameLang(lang)];
}

/** Fills {name} placeholders; an unknown placeholder stays visible so a missing value is noticed, not hidden. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
