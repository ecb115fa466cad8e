// The browser shell: hands every event to the Rust core (wasm), performs the effects it
// returns in order (timers, searches in a Web Worker, fetch, WebSocket, announcements)
// and draws the view model. Every rule, timing, text and policy is the core's: this file
// only moves events, effects and bytes, and lays out what the view model says.
import init, { Core } from "../pkg/pallanguzhi_web.js";
import { drawFlights } from "./flights";
import { drawBoard, fitNames } from "./board";
import { accountScreen, asked, moderation, type Ui } from "./account";
import { registerOffline } from "./offline";
import { transport } from "./transport";

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

let core: Core;
let view: Json;
let labels: Record<string, string> = {};
let labelsFor = "";
/** The language menu: each language by its own name, as the core reads it from the texts. */
let languageChoices: [string, string][] = [];

// --- the event loop: one event at a time, its effects all performed before the next ---

const queue: string[] = [];
let handling = false;
let dirty = false;
/** Start-up: events are handled but the screen is drawn once, at its end (main). */
let starting = true;

function send(event: unknown) {
  sendText(JSON.stringify(event));
}

function sendText(event: string) {
  queue.push(event);
  if (handling) return;
  handling = true;
  try {
    while (queue.length) {
      const next = queue.shift()!;
      let effects: Json[];
      try {
        effects = JSON.parse(core.handle(next));
      } catch (err) {
        console.error("refused by the core:", err);
        continue;
      }
      for (const effect of effects) perform(effect);
    }
  } finally {
    handling = false;
  }
  if (dirty && !starting) {
    dirty = false;
    render();
  }
}

const timers = new Map<number, number>();
/** fetch and WebSocket, reporting to the core. */
const net = transport((t) => send({ Transport: t }));

function perform(effect: Json) {
  if (effect === "Render") {
    dirty = true;
    return;
  }
  const [kind, v] = Object.entries(effect)[0] as [string, Json];
  switch (kind) {
    case "StartTimer":
      timers.set(
        v.id,
        window.setTimeout(() => {
          timers.delete(v.id);
          send({ TimerFired: { id: v.id } });
        }, v.ms),
      );
      break;
    case "CancelTimer":
      clearTimeout(timers.get(v.id));
      timers.delete(v.id);
      break;
    case "Search":
      searches.push({ id: v.id, job: v.job });
      pumpSearch();
      break;
    case "CancelSearch":
      cancelSearch(v.id);
      break;
    case "Haptic":
      navigator.vibrate?.(v.ms); // the core's length for this kind
      break;
    case "Announce":
      announce(v.text);
      break;
    case "Sound":
      void playSound(v.sound);
      break;
    case "Http":
    case "HttpCancel":
    case "SocketOpen":
    case "SocketSend":
    case "SocketClose":
      net.perform(kind, v);
      break;
  }
}

// --- sound: Web Audio plays what the core chose (file, rate, volume, delay) ---

let audio: AudioContext | null = null;
const buffers = new Map<string, Promise<AudioBuffer | null>>();

function buffer(ctx: AudioContext, file: string): Promise<AudioBuffer | null> {
  let b = buffers.get(file);
  if (!b) {
    b = fetch(`/sounds/${file}.wav`)
      .then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(new Error(String(r.status)))))
      .then((data) => ctx.decodeAudioData(data))
      .catch(() => null);
    buffers.set(file, b);
  }
  return b;
}

async function playSound(s: { file: string; rate_milli: number; volume: number; delay_ms: number }) {
  if (typeof AudioContext === "undefined") return;
  audio ??= new AudioContext();
  if (audio.state === "suspended") void audio.resume();
  const ctx = audio;
  const when = ctx.currentTime + s.delay_ms / 1000;
  const data = await buffer(ctx, s.file);
  if (!data) return;
  const source = ctx.createBufferSource();
  source.buffer = data;
  source.playbackRate.value = s.rate_milli / 1000;
  const gain = ctx.createGain();
  gain.gain.value = s.volume / 100;
  source.connect(gain).connect(ctx.destination);
  source.start(Math.max(when, ctx.currentTime));
}

// --- searches: one worker with its own wasm, one job at a time, cancelled by id ---

const searches: { id: number; job: string }[] = [];
let running: { id: number; job: string } | null = null;
let worker: Worker | null = null;

function newWorker(): Worker {
  const w = new Worker("/worker.js", { type: "module" });
  w.onmessage = (e: MessageEvent<{ id: number; event: string; trapped: boolean }>) => {
    if (e.data.trapped) {
      w.terminate(); // its wasm trapped: the next search gets a fresh instance
      if (worker === w) worker = null;
    }
    if (running && running.id === e.data.id) {
      running = null;
      sendText(e.data.event);
    }
    pumpSearch();
  };
  return w;
}

function pumpSearch() {
  if (running || !searches.length) return;
  running = searches.shift()!;
  worker ??= newWorker();
  worker.postMessage(running);
}

function cancelSearch(id: number) {
  const i = searches.findIndex((j) => j.id === id);
  if (i >= 0) searches.splice(i, 1);
  if (running?.id === id) {
    // A running search cannot be interrupted: drop its worker (and its answer).
    worker?.terminate();
    worker = null; // a new one (its own wasm) for the next search
    running = null;
    pumpSearch();
  }
}

// --- the network: fetch and WebSocket, reporting what happened ---

// --- announcements (screen readers) ---

function announce(text: string) {
  const live = document.getElementById("announce")!;
  live.textContent = "";
  window.setTimeout(() => (live.textContent = text), 30);
}

// --- drawing ---

type Child = Node | string | null | undefined | false;

function h(tag: string, attrs: Record<string, unknown> = {}, ...children: (Child | Child[])[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on")) el.addEventListener(k.slice(2), v as EventListener);
    else if (k === "value") (el as HTMLInputElement).value = String(v);
    else if (k === "checked") (el as HTMLInputElement).checked = Boolean(v);
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c);
  }
  return el;
}

const L = (id: string) => labels[id] ?? id;

function button(key: string, label: string, event: unknown | (() => void), extra: Record<string, unknown> = {}) {
  const onclick = typeof event === "function" ? (event as () => void) : () => send(event);
  return h("button", { type: "button", "data-k": key, onclick, ...extra }, label);
}

// Form fields the person is filling in (what they typed, not decisions).
const form = {
  preset: "",
  opponent: "computer",
  level: "medium",
  side: "south",
  name: "",
  seats: ["", "", "", ""],
  // The table: south 1, south 2, north 1, north 2 (`nobody`: the seat is not there).
  table: [
    { kind: "person", name: "", level: "medium" },
    { kind: "nobody", name: "", level: "medium" },
    { kind: "computer", name: "", level: "medium" },
    { kind: "nobody", name: "", level: "medium" },
  ],
  onlineName: "",
  join: "",
  watch: "",
  roomPreset: "",
  prefilled: false,
};

let firstDrawn = false;
let boardDrawn = false;

/** Draw the core's view (`fresh`: one just taken, nothing handled since). */
function render(fresh?: Json) {
  view = fresh ?? JSON.parse(core.view());
  if (labelsFor !== view.language) {
    labels = Object.fromEntries(JSON.parse(core.labels()));
    labelsFor = view.language;
    document.documentElement.lang = view.language;
    document.title = L("ui-title");
  }
  document.body.classList.toggle("colour-safe", !!view.settings.colour_safe);
  document.body.classList.toggle("reduce-motion", !!view.reduce_motion);
  const focused = (document.activeElement as HTMLElement | null)?.dataset?.k;
  // The masthead is the page's own (drawn before the wasm loads); only its words change.
  const home = view.screen_view.kind === "Home";
  const masthead = document.getElementById("masthead")!;
  masthead.hidden = !home;
  for (const [id, label] of [["title", "ui-title"], ["tagline", "ui-tagline"]]) {
    const el = document.getElementById(id)!;
    if (el.textContent !== L(label)) el.textContent = L(label);
  }
  const root = document.getElementById("app")!;
  const screen = screenOf()();
  root.replaceChildren(screen);
  root.dataset.screen = view.screen;
  // The seeds in flight over the board drawn (the game's, a lesson's, a review's or a watched one).
  const board = root.querySelector<HTMLElement>(".board");
  const shown = shownView("Lesson")?.board ?? shownView("Review")?.board ?? shownView("Watch")?.board ?? boardShown();
  drawFlights(board, shown, !!view.reduce_motion);
  // The bowls' names shrunk to their plates, measured now the board is in the page.
  fitNames(root);
  // Figures for the e2e suite (navigation start to the first screen, the first board).
  if (!firstDrawn) performance.mark("pallanguzhi-first-view");
  if (board && !boardDrawn) performance.mark("pallanguzhi-first-board");
  firstDrawn = true;
  boardDrawn ||= !!board;
  if (focused) (root.querySelector(`[data-k="${focused}"]`) as HTMLElement | null)?.focus();
  // A dialog takes the focus (keyboard and screen-reader users land on its first button).
  const dialog = root.querySelector<HTMLElement>(".dialog");
  if (dialog && !dialog.contains(document.activeElement)) dialog.querySelector<HTMLElement>("button")?.focus();
  // The invitation's name field, the one thing to fill in, takes the focus when it appears.
  else if (!focused) root.querySelector<HTMLElement>("[data-autofocus]")?.focus();
}

/**
 * The screen the core shows (`screen_view`: its kind and its own view), every kind drawn:
 * the `never` check makes a kind the core adds a compile error here. The home page draws
 * the pages around the game too; a page opened by itself (the leaderboard from a room)
 * is drawn with its way back.
 */
function screenOf(): () => HTMLElement {
  const shown: ScreenView = view.screen_view;
  switch (shown.kind) {
    case "Home":
      return () => homeScreen(shown.view);
    case "Game":
      return () => gameScreen(shown.view.game);
    case "Room":
      return () => (shown.view.board ? gameScreen(shown.view.board, shown.view) : waitingScreen(shown.view));
    case "Lessons":
      return () => lessonsScreen(shown.view);
    case "Lesson":
      return () => lessonScreen(shown.view);
    case "Review":
      return () => reviewScreen(shown.view);
    case "Watch":
      return () => watchScreen(shown.view);
    case "Invitation":
      return () => invitationScreen(shown.view);
    case "Account":
      return () => accountScreen(ui, shown.view, view.back_label);
    case "NewGame":
      return () => page(newGameSection());
    case "Stats":
      return () => page(recentSection(shown.view.recent), statsSection(shown.view.lines));
    case "Rules":
      return () => page(rulesSection());
    case "Settings":
      return () => page(settingsSection());
    case "Lobby":
      return () => page(onlineSection(shown.view));
    case "Leaderboard":
      return () => page(h("section", { class: "ranks" }, leaderboard(shown.view)));
    default: {
      const unknown: never = shown;
      throw new Error(`a screen the shell does not draw: ${JSON.stringify(unknown)}`);
    }
  }
}

/** The view model's `screen_view` (app/src/view.rs `ScreenView`): a kind, and its view. */
type ScreenView =
  | { kind: "NewGame" | "Rules" | "Settings" }
  | { kind: "Home"; view: Json }
  | { kind: "Game"; view: Json }
  | { kind: "Room"; view: Json }
  | { kind: "Watch"; view: Json }
  | { kind: "Lessons"; view: Json }
  | { kind: "Lesson"; view: Json }
  | { kind: "Review"; view: Json }
  | { kind: "Stats"; view: Json }
  | { kind: "Lobby"; view: Json }
  | { kind: "Leaderboard"; view: Json }
  | { kind: "Invitation"; view: Json }
  | { kind: "Account"; view: Json };

/** The view of the screen shown when it is of `kind` (a lesson's, a review's...). */
function shownView(kind: string): Json {
  return view.screen_view.kind === kind ? view.screen_view.view : undefined;
}

/** The board of the game shown: an offline game's or an online room's. */
function boardShown(): Json {
  return shownView("Game")?.game ?? shownView("Room")?.board;
}

/** A page opened by itself: the core's way back, then its sections. */
function page(...sections: Child[]) {
  return h(
    "main",
    { class: "home" },
    h("header", { class: "bar" }, button("back", view.back_label, "Back")),
    notice(),
    sections,
  );
}

/** An online room before its game is known: its lines and actions. */
function waitingScreen(room: Json) {
  return h(
    "main",
    { class: "game" },
    h("header", { class: "bar" }, button("home", L("ui-home"), "BackHome")),
    notice(),
    onlineLines(room.online, room),
    h("div", { class: "actions" }, roomActions(room)),
  );
}

function notice() {
  if (!view.notice) return null;
  return h(
    "div",
    { class: "notice", role: "alert" },
    h("p", {}, view.notice.text),
    button("notice-close", L("ui-close"), "DismissNotice"),
  );
}

// How the chosen rule set differs from the others: the core's one line.
function presetSummary(view: Json, id: string, key: string) {
  const summary = view.presets.find((p: Json) => p.id === id)?.summary;
  return summary ? h("p", { class: "summary", "data-k": key }, summary) : null;
}

function select(key: string, label: string, value: string, options: [string, string][], onchange: (v: string) => void) {
  const id = `f-${key}`;
  return h(
    "div",
    { class: "field" },
    h("label", { for: id }, label),
    h(
      "select",
      { id, "data-k": key, onchange: (e: Event) => onchange((e.target as HTMLSelectElement).value) },
      options.map(([v, text]) => h("option", { value: v, selected: v === value }, text)),
    ),
  );
}

function input(key: string, label: string, value: string, oninput: (v: string) => void) {
  const id = `f-${key}`;
  return h(
    "div",
    { class: "field" },
    h("label", { for: id }, label),
    h("input", {
      id,
      "data-k": key,
      value,
      autocomplete: "off",
      oninput: (e: Event) => oninput((e.target as HTMLInputElement).value),
    }),
  );
}

function changeSettings(change: Record<string, unknown>) {
  send({ SettingsChanged: { settings: { ...view.settings, ...change } } });
}

/** The new-game fields start from what the core offers (the last names, its table). */
function prefill() {
  const s = view.settings;
  [...s.south_names.slice(0, 2), "", ""].slice(0, 2).forEach((n: string, i: number) => (form.seats[i] = n));
  [...s.north_names.slice(0, 2), "", ""].slice(0, 2).forEach((n: string, i: number) => (form.seats[2 + i] = n));
  const seat = (t: Json | undefined) =>
    !t
      ? { kind: "nobody", name: "", level: "medium" }
      : t.Person
        ? { kind: "person", name: t.Person.name, level: "medium" }
        : { kind: "computer", name: "", level: t.Computer.level };
  // The table the core offers (the last played, or its default).
  form.table = [seat(s.table_south[0]), seat(s.table_south[1]), seat(s.table_north[0]), seat(s.table_north[1])];
  form.prefilled = true;
}

function homeScreen(home: Json) {
  return h(
    "main",
    { class: "home" },
    notice(),
    home.can_continue ? button("continue", L("ui-continue"), "ContinueGame", { class: "primary" }) : null,
    // Offered first to a newcomer (the core says when).
    button("learn", L("ui-learn"), () => send({ OpenLessons: { preset: form.preset } }), {
      class: home.offer_lessons ? "primary" : undefined,
    }),
    newGameSection(),
    onlineSection(home.lobby, home.stats.online),
    recentSection(home.stats.recent),
    statsSection(home.stats.lines),
    rulesSection(),
    settingsSection(),
  );
}

/** The new game's choices: the rule sets are the core's, the table its last one. */
function newGameSection() {
  if (!form.prefilled) prefill();
  const presets: [string, string][] = view.presets.map((p: Json) => [p.id, p.name]);
  if (!form.preset) form.preset = presets[0]?.[0] ?? "";
  if (!form.roomPreset) form.roomPreset = form.preset;
  const levels: [string, string][] = ["easy", "medium", "hard", "expert"].map((l) => [l, L(`level-${l}`)]);
  const sides: [string, string][] = [
    ["south", L("ui-south-first")],
    ["north", L("side-north")],
    ["random", L("ui-random")],
  ];
  // The table's seats as filled in; the core checks them (and says why it refuses).
  const tableSide = (seats: typeof form.table) =>
    seats
      .filter((s) => s.kind !== "nobody")
      .map((s) => (s.kind === "computer" ? { Computer: { level: s.level } } : { Person: { name: s.name } }));
  const start = () => {
    const opponent =
      form.opponent === "computer"
        ? { Computer: { level: form.level, side: form.side, name: form.name } }
        : form.opponent === "table"
          ? { Table: { south: tableSide(form.table.slice(0, 2)), north: tableSide(form.table.slice(2, 4)) } }
          : {
              PassAndPlay: {
                south: form.seats.slice(0, 2).filter((n, i) => i === 0 || n.trim()),
                north: form.seats.slice(2, 4).filter((n, i) => i === 0 || n.trim()),
              },
            };
    send({ NewGame: { preset: form.preset, opponent } });
  };
  const kinds: [string, string][] = ["nobody", "person", "computer"].map((k) => [k, L(`ui-seat-${k}`)]);
  const seatRow = (seat: string, i: number) => {
    const s = form.table[i];
    return h(
      "div",
      { class: "seat-row", "data-seat": seat },
      select(`table-${i}`, L(`seat-${seat}`), s.kind, kinds, (v) => ((s.kind = v), render())),
      s.kind === "person" ? input(`table-name-${i}`, L("ui-seat-name"), s.name, (v) => (s.name = v)) : null,
      s.kind === "computer" ? select(`table-level-${i}`, L("ui-level"), s.level, levels, (v) => (s.level = v)) : null,
    );
  };
  const vsComputer = form.opponent === "computer";
  return h(
    "section",
    { "aria-labelledby": "h-new" },
    h("h2", { id: "h-new" }, L("ui-new-game")),
    select("preset", L("ui-rule-set"), form.preset, presets, (v) => ((form.preset = v), render())),
    presetSummary(view, form.preset, "preset-summary"),
    h(
      "fieldset",
      { class: "choice" },
      h("legend", {}, L("ui-new-game")),
      ["computer", "people", "table"].map((o) =>
        h(
          "label",
          {},
          h("input", {
            type: "radio",
            name: "opponent",
            value: o,
            "data-k": `opp-${o}`,
            checked: form.opponent === o,
            onchange: () => ((form.opponent = o), render()),
          }),
          o === "computer" ? L("ui-against-computer") : o === "table" ? L("ui-table") : L("ui-pass-and-play"),
        ),
      ),
    ),
    vsComputer
      ? [
          select("level", L("ui-level"), form.level, levels, (v) => (form.level = v)),
          select("side", L("ui-your-side"), form.side, sides, (v) => (form.side = v)),
          input("name", L("ui-your-name"), form.name || view.settings.player_name, (v) => (form.name = v)),
        ]
      : form.opponent === "table"
        ? ["south-1", "south-2", "north-1", "north-2"].map(seatRow)
        : ["south-1", "south-2", "north-1", "north-2"].map((seat, i) =>
            input(`seat-${i}`, L(`seat-${seat}`), form.seats[i], (v) => (form.seats[i] = v)),
          ),
    button("start", L("ui-start"), start, { class: "primary" }),
  );
}

function rulesSection() {
  return h(
    "section",
    { "aria-labelledby": "h-rules" },
    h("h2", { id: "h-rules" }, L("ui-rules")),
    view.presets.map((p: Json) =>
      h(
        "details",
        {},
        h("summary", {}, p.name),
        p.rules.map((r: string) => h("p", {}, r)),
        (p.lessons as Json[]).length
          ? h(
              "div",
              { class: "lesson-links" },
              h("p", { class: "label" }, L("ui-rules-lessons")),
              (p.lessons as Json[]).map((l) => button(`rules-lesson-${l.id}`, l.title, { StartLesson: { id: l.id } })),
            )
          : null,
      ),
    ),
  );
}

function settingsSection() {
  return h(
    "section",
    { "aria-labelledby": "h-settings" },
    h("h2", { id: "h-settings" }, L("ui-settings")),
    select(
      "speed",
      L("ui-speed"),
      view.settings.speed,
      ["slow", "normal", "fast", "instant"].map((s) => [s, L(`ui-speed-${s}`)]),
      (v) => changeSettings({ speed: v }),
    ),
    select(
      "language",
      L("ui-language"),
      view.settings.language,
      [["system", L("ui-language-system")], ...languageChoices],
      (v) => changeSettings({ language: v }),
    ),
    h(
      "label",
      { class: "check" },
      h("input", {
        type: "checkbox",
        "data-k": "colour-safe",
        checked: view.settings.colour_safe,
        onchange: (e: Event) => changeSettings({ colour_safe: (e.target as HTMLInputElement).checked }),
      }),
      L("ui-colour-safe"),
    ),
    h(
      "label",
      { class: "check" },
      h("input", {
        type: "checkbox",
        "data-k": "sound",
        checked: view.settings.sound,
        onchange: (e: Event) => changeSettings({ sound: (e.target as HTMLInputElement).checked }),
      }),
      L("ui-sound"),
    ),
    h(
      "div",
      { class: "field" },
      h("label", { for: "f-volume" }, L("ui-volume")),
      h("input", {
        id: "f-volume",
        type: "range",
        min: "0",
        max: "100",
        step: "5",
        value: String(view.settings.volume),
        disabled: !view.settings.sound,
        onchange: (e: Event) => changeSettings({ volume: Number((e.target as HTMLInputElement).value) }),
      }),
    ),
    // The server's privacy and account deletion pages (the core's words and addresses).
    (view.pages as Json[]).map((p) => h("p", {}, h("a", { href: p.url, target: "_blank", rel: "noopener" }, p.label))),
  );
}

// The core's recent finished games, each opening its review (every word is the core's).
function recentSection(recent: Json) {
  return h(
    "section",
    { "aria-labelledby": "h-recent" },
    h("h2", { id: "h-recent" }, recent.title),
    recent.games.length === 0
      ? h("p", {}, recent.empty)
      : h(
          "ul",
          { class: "recent" },
          (recent.games as Json[]).map((g) =>
            h(
              "li",
              {},
              h("span", {}, `${g.title} · ${g.result} `),
              button(`review-${g.id}`, recent.review, { ReviewGame: { id: g.id } }, { "aria-label": g.accessibility_label }),
            ),
          ),
        ),
  );
}

function statsSection(stats: Json[]) {
  return h(
    "section",
    { "aria-labelledby": "h-stats" },
    h("h2", { id: "h-stats" }, L("ui-statistics")),
    stats.length === 0
      ? h("p", {}, L("ui-no-stats"))
      : h(
          "div",
          { class: "scroll" },
          h(
            "table",
            {},
            h(
              "thead",
              {},
              h(
                "tr",
                {},
                ["ui-name", "ui-rule-set", "ui-games", "ui-wins", "ui-losses", "ui-draws", "ui-streak", "ui-best-streak"].map(
                  (k) => h("th", { scope: "col" }, L(k)),
                ),
              ),
            ),
            h(
              "tbody",
              {},
              stats.map((s) =>
                h(
                  "tr",
                  {},
                  h("td", {}, s.player),
                  h("td", {}, s.title),
                  [s.games, s.wins, s.losses, s.draws, s.current_streak, s.best_streak].map((n) => h("td", {}, String(n))),
                ),
              ),
            ),
          ),
        ),
  );
}

/**
 * The lobby (the core's `LobbyView`): the account, a room to create or join, a game to watch;
 * my online statistics (on the home page, the statistics' view has them).
 */
function onlineSection(lobby: Json, stats: Json = lobby.online.stats) {
  const o = lobby.online;
  const presets: [string, string][] = view.presets.map((p: Json) => [p.id, p.name]);
  const parts: Child[] = [];
  if (!o.account) {
    parts.push(
      input("online-name", L("ui-online-name"), form.onlineName, (v) => (form.onlineName = v)),
      button("sign-up", L("ui-sign-up"), () => send({ OnlineAction: { SignUp: { name: form.onlineName } } })),
    );
  } else {
    parts.push(h("p", { class: "account" }, o.account));
    parts.push(
      select("room-preset", L("ui-rule-set"), form.roomPreset, presets, (v) => ((form.roomPreset = v), render())),
      presetSummary(view, form.roomPreset, "room-preset-summary"),
      // The clocks and their words are the core's; "none" is a friendly, unrated game.
      select(
        "clock",
        L("ui-clock"),
        String(o.clock_choice ?? "none"),
        (o.clock_choices as Json[]).map((c) => [String(c.move_ms ?? "none"), c.label]),
        (v) => send({ OnlineAction: { SetClock: { move_ms: v === "none" ? null : Number(v) } } }),
      ),
      button("create-room", L("ui-create-room"), () =>
        send({ OnlineAction: { CreateRoom: { preset: form.roomPreset, side: "random" } } }),
      ),
      button("leaderboard", L("ui-leaderboard"), () =>
        send({ OnlineAction: { Leaderboard: { preset: form.roomPreset } } }),
      ),
      button("my-rating", L("ui-my-rating"), { OnlineAction: "Stats" }),
    );
  }
  // The account on every device, or signing this device in to one (the core's page).
  parts.push(button("account", L(o.account ? "ui-account-devices" : "ui-have-account"), { Open: { screen: "Account" } }));
  parts.push(
    input("join", L("ui-join-code"), form.join, (v) => (form.join = v)),
    button("join-btn", L("ui-join"), () => send({ OnlineAction: { Join: { code: form.join } } })),
    // A watch link or game number: the core checks it (and words its refusal).
    input("watch", o.watch_prompt, form.watch, (v) => (form.watch = v)),
    button("watch-btn", o.watch_open, () => send({ OnlineAction: { Watch: { link: form.watch } } })),
  );
  return h(
    "section",
    { "aria-labelledby": "h-online" },
    h("h2", { id: "h-online" }, L("ui-online")),
    // The status region stays (screen readers hear what comes into it); empty when nothing goes on.
    h("p", { class: o.working ? "status working" : "status", role: "status", "aria-busy": String(o.working) }, o.status),
    o.error ? h("p", { class: "error" }, o.error) : null,
    (lobby.actions as Json[]).map((a) => actionButton(a)),
    parts,
    leaderboard(o, stats),
  );
}

function leaderboard(o: Json, stats: Json = o.stats) {
  const parts: Child[] = [];
  if (o.leaderboard) {
    parts.push(
      h(
        "table",
        { class: "leaderboard" },
        h("caption", {}, L("ui-leaderboard")),
        h("thead", {}, h("tr", {}, ["ui-rank", "ui-name", "ui-rating", "ui-games"].map((k) => h("th", { scope: "col" }, L(k))))),
        h(
          "tbody",
          {},
          // The top of the ranking, then the player's own entry (provisional players
          // are ranked but kept off the top by the server).
          [...(o.leaderboard.top as Json[]), ...(o.leaderboard.me ? [{ ...o.leaderboard.me, mine: true }] : [])].map((r) =>
            h(
              "tr",
              { class: r.mine ? "mine" : undefined },
              h("td", {}, String(r.rank)),
              h("td", {}, r.name),
              h("td", {}, String(Math.round(r.rating))),
              h("td", {}, String(r.games)),
            ),
          ),
        ),
      ),
    );
    // The other players listed, to report or block (the core's lines), folded away.
    const players = o.leaderboard.moderation as Json[] | undefined;
    if (players?.length) {
      const title = L("ui-report-or-block");
      parts.push(h("details", { "data-k": "rank-moderation" }, h("summary", {}, title), moderation(ui, players, title)));
    }
  }
  if (stats) {
    parts.push(
      h(
        "ul",
        { class: "my-rating" },
        (stats.per_rules as Json[]).map((r) => h("li", {}, `${r.rules}: ${Math.round(r.rating)} (${r.games} ${L("ui-games")})`)),
      ),
    );
  }
  return parts;
}

/** The board of a game, a lesson or a review, as the core's view draws it (board.ts). */
function boardView(game: Json) {
  return drawBoard(game, { label: L, tap: (hole) => send({ TapHole: { hole } }), keys: arrows });
}

/** What the screens in their own files draw with. */
const ui: Ui = { h, button, notice, send };

/**
 * One of the core's actions (`ActionView`): its words and its event, keyed by its id; its
 * question (`confirm`: leaving a game that is on) asked first, as Android and iOS ask it;
 * filled (`primary`) when the core says it is the way forward.
 */
function actionButton(a: Json, key: string = a.id, extra: Record<string, unknown> = {}) {
  return asked(ui, a, key, extra);
}

/** The board: offline, or an online room's (`room`, the core's `RoomView`: its actions). */
function gameScreen(game: Json, room?: Json) {
  const b = game.buttons;
  const online = !!room;
  return h(
    "main",
    { class: "game play", "data-thinking": game.thinking, "data-animating": game.animating ? "1" : "0" },
    h(
      "header",
      { class: "bar" },
      button("home", L("ui-home"), "BackHome"),
      h("h1", { class: "rules-name" }, view.presets.find((p: Json) => p.id === game.rules)?.name ?? game.rules),
    ),
    notice(),
    h("p", { class: "status", id: "status", role: "status" }, game.status),
    game.seat_line ? h("p", { class: "seat-line", "data-k": "seat-line" }, game.seat_line) : null,
    room ? onlineLines(room.online, room) : null,
    boardView(game),
    // The bowls with their owners' names: a tablet's panel shows it (style.css), a phone's bowls say it.
    h("p", { class: "score-line", "data-k": "score-line" }, game.score_line),
    game.hint ? h("p", { class: "hint" }, game.hint.text) : null,
    game.banner ? h("p", { class: "banner" }, game.banner) : null,
    h(
      "div",
      { class: "actions" },
      b.skip ? button("skip", L("ui-skip"), "SkipAnimation") : null,
      // The core's actions at hand: Hint (greyed while it cannot be asked), Rematch at the end.
      ...(game.actions as Json[]).map((a) => actionButton(a)),
      b.undo ? button("undo", L("ui-undo"), "Undo") : null,
      b.redo ? button("redo", L("ui-redo"), "Redo") : null,
      ...(online ? roomActions(room) : offlineActions(b)),
    ),
    historyLine(game),
    room ? moderation(ui, room.moderation, L("ui-report-or-block")) : null,
    game.dialog ? dialog(game.dialog) : null,
  );
}

function offlineActions(b: Json): Child[] {
  return [
    b.offer_draw ? button("draw", L("ui-offer-draw"), "OfferDraw") : null,
    b.resign ? button("resign", L("ui-resign"), "Resign") : null,
    b.review ? button("review", L("ui-review"), "RequestReview") : null,
  ];
}

/** The room's actions as the core lists them (try again is drawn with the connection lines). */
function roomActions(room: Json): Child[] {
  const keys: Record<string, string> = { "offer-draw": "draw", "online-leave": "leave" };
  return (room.actions as Json[]).filter((a) => a.id !== "retry").map((a) => actionButton(a, keys[a.id] ?? a.id));
}

/**
 * A share link's invitation (the core's `InvitationView`): its words, the name field when
 * there is no account (what is typed goes to the core, which says whether the action can be
 * pressed; Enter presses it, and the core says why not when it cannot), and its actions.
 */
function invitationScreen(inv: Json) {
  const accept = () => send(inv.action.event);
  const details = inv.details as Json | null;
  const name = inv.name as Json | null;
  return h(
    "main",
    { class: "invitation", "data-phase": inv.phase },
    h("h1", { id: "invite-title" }, inv.title),
    details
      ? h(
          "ul",
          { class: "invite-details" },
          ["rules", "clock", "rated", "side"].map((k) => h("li", { "data-k": `invite-${k}` }, details[k])),
        )
      : null,
    notice(),
    name
      ? h(
          "div",
          { class: "field" },
          h("label", { for: "f-invite-name" }, name.label),
          h("input", {
            id: "f-invite-name",
            "data-k": "invite-name",
            "data-autofocus": "",
            value: name.value,
            autocomplete: "nickname",
            enterkeyhint: "go",
            oninput: (e: Event) => send({ OnlineAction: { InvitationName: { name: (e.target as HTMLInputElement).value } } }),
            onkeydown: (e: KeyboardEvent) => {
              if (e.key !== "Enter") return;
              e.preventDefault();
              accept();
            },
          }),
        )
      : null,
    inv.error ? h("p", { class: "error", role: "alert", "data-k": "invite-error" }, inv.error) : null,
    h(
      "div",
      { class: "actions" },
      button(inv.action.id, inv.action.label, accept, { class: inv.action.primary ? "primary" : undefined, disabled: !inv.action_enabled }),
      inv.home ? actionButton(inv.home, "invite-home") : null,
    ),
  );
}

/** The moves so far. It scrolls when long, so it takes the focus: a keyboard scrolls it too. */
function historyLine(game: Json) {
  if (!game.history.length) return null;
  const label = `${L("ui-moves")}: `;
  return h("p", { class: "history", tabindex: "0" }, h("span", { class: "label" }, label), game.history.join(" "));
}

/** A game watched read only (the core's `watch` view): players, clocks, the board, the result. */
function watchScreen(w: Json) {
  const game = w.board;
  return h(
    "main",
    { class: "game watch", "data-animating": game?.animating ? "1" : "0" },
    h("header", { class: "bar" }, button("leave", w.leave, "BackHome"), h("h1", { class: "rules-name" }, w.title)),
    notice(),
    w.players ? h("p", { "data-k": "players" }, w.players) : null,
    h("p", { class: "status", id: "status", role: "status" }, w.status),
    (w.clocks as Json[]).length
      ? h(
          "p",
          { class: "clocks", "data-k": "clocks" },
          (w.clocks as Json[]).map((c) =>
            h(
              "span",
              { class: `clock${c.running ? " running" : ""}${c.warning ? " warning" : ""}` },
              `${L(`side-${String(c.side).toLowerCase()}`)} ${c.text}`,
            ),
          ),
        )
      : null,
    w.watchers_text ? h("p", { class: "quiet", "data-k": "watchers" }, w.watchers_text) : null,
    w.error ? h("p", { class: "error" }, w.error) : null,
    ...(w.actions as Json[]).filter((a) => a.id === "retry").map((a) => actionButton(a)),
    game ? boardView(game) : null,
    game?.refusal ? h("p", { class: "hint", "data-k": "refusal" }, game.refusal) : null,
    game?.banner ? h("p", { class: "banner" }, game.banner) : null,
    w.result ? h("p", { class: "result", "data-k": "result" }, [w.result, ...w.result_lines].join(" ")) : null,
    game?.buttons.skip ? h("div", { class: "actions" }, button("skip", L("ui-skip"), "SkipAnimation")) : null,
    (game ? historyLine(game) : null),
    moderation(ui, w.moderation, L("ui-report-or-block")),
    game?.dialog ? dialog(game.dialog) : null,
  );
}

// --- learn to play and the review: drawn from the core's views ---

function lessonsScreen(ls: Json) {
  return h(
    "main",
    { class: "lessons" },
    h("header", { class: "bar" }, button("home", L("ui-home"), "BackHome"), h("h1", {}, ls.title)),
    h("p", { class: "status", role: "status" }, ls.progress),
    ls.next ? button("start-next", L("ui-lesson-start-next"), { StartLesson: { id: ls.next } }, { class: "primary" }) : null,
    h(
      "ol",
      { class: "course" },
      (ls.items as Json[]).map((it) =>
        h(
          "li",
          { class: `${it.done ? "done" : ""}${it.next ? " next" : ""}` },
          h(
            "button",
            { type: "button", "data-k": `lesson-${it.id}`, onclick: () => send({ StartLesson: { id: it.id } }) },
            // Named by the core's words ("Lesson 3, The relay, done") as text, the goal after.
            h("span", { class: "sr-only" }, it.accessibility_label),
            h("span", { class: "mark", "aria-hidden": "true" }, it.done ? "✓" : String(it.number)),
            h(
              "span",
              {},
              h("strong", { "aria-hidden": "true" }, it.title),
              h("br"),
              h("span", { class: "quiet" }, it.goal),
            ),
          ),
        ),
      ),
    ),
  );
}

function lessonScreen(ls: Json) {
  return h(
    "main",
    { class: "game lesson", "data-animating": ls.board.animating ? "1" : "0" },
    h("header", { class: "bar" }, h("h1", {}, ls.title)),
    h("p", { class: "quiet" }, ls.number),
    h("p", { class: "goal" }, ls.goal),
    boardView(ls.board),
    // One line under the board (the step being shown, the verdict's first words, the hint),
    // then the core's buttons in its order (back to the list among them): the board keeps
    // the rest of the window, as on the phones.
    h(
      "p",
      { class: ls.headline && !ls.step ? (ls.verdict === "Missed" ? "lesson-line error" : "lesson-line") : "lesson-line", "aria-live": "polite", "data-k": "lesson-line" },
      ls.step ?? ls.headline ?? ls.hint ?? "",
    ),
    h(
      "div",
      { class: "actions" },
      (ls.actions as Json[]).map((a) => actionButton(a)),
    ),
    // The whole explanation, folded: every step, the verdict and why, the hint.
    ls.steps_label
      ? h(
          "details",
          { class: "steps", "data-k": "lesson-steps" },
          h("summary", {}, ls.steps_label),
          (ls.steps as string[]).map((st, i) => h("p", { class: "step" }, `${i + 1}. ${st}`)),
          ls.message ? h("p", { class: ls.verdict === "Missed" ? "banner error" : "banner", "data-k": "lesson-message" }, ls.message) : null,
          ls.hint ? h("p", { class: "hint" }, ls.hint) : null,
        )
      : null,
  );
}

function reviewScreen(r: Json) {
  const moves = r.moves as Json[];
  const byPly = new Map(moves.map((m) => [m.ply, m]));
  const moveLine = (m: Json, key: string) =>
    h(
      "li",
      { class: m.ply === r.cursor ? "current" : "" },
      h(
        "button",
        { type: "button", "data-k": `${key}-${m.ply}`, onclick: () => send({ ReviewGoTo: { ply: m.ply } }) },
        `${m.label}${m.grade_text ? ` · ${m.grade_text}` : ""}`,
      ),
      m.comment ? h("span", { class: "quiet" }, ` ${m.comment}`) : null,
    );
  return h(
    "main",
    { class: "game review", "data-animating": r.board.animating ? "1" : "0" },
    h("header", { class: "bar" }, button("home", L("ui-home"), "BackHome"), h("h1", {}, r.title)),
    h("p", { class: "status", role: "status", "data-k": "review-status" }, r.status),
    (r.summary as string[]).map((line) => h("p", { class: "quiet" }, line)),
    boardView(r.board),
    r.current ? h("p", { class: "banner" }, r.current) : null,
    h(
      "div",
      { class: "actions" },
      button("review-back", L("ui-review-back"), "ReviewBack", { disabled: !r.can_back }),
      button("review-forward", L("ui-review-forward"), "ReviewForward", { disabled: !r.can_forward }),
      r.running ? button("review-pause", L("ui-review-pause"), "CancelReview") : null,
      r.can_resume ? button("review-resume", L("ui-review-resume"), "RequestReview") : null,
    ),
    (r.costliest as number[]).length
      ? h(
          "section",
          { "aria-labelledby": "h-costliest" },
          h("h2", { id: "h-costliest" }, L("ui-review-costliest")),
          h("ol", {}, (r.costliest as number[]).map((p) => byPly.get(p)).filter(Boolean).map((m) => moveLine(m, "costly"))),
        )
      : null,
    h(
      "section",
      { "aria-labelledby": "h-moves" },
      h("h2", { id: "h-moves" }, L("ui-review-moves")),
      h("ol", { class: "review-moves" }, moves.map((m) => moveLine(m, "move"))),
    ),
  );
}

function onlineLines(o: Json, room: Json) {
  return h(
    "div",
    { class: "online" },
    h("p", { "data-k": "conn", class: o.working ? "conn working" : "conn", "aria-busy": String(o.working) }, o.status),
    o.you_play ? h("p", {}, o.you_play) : null,
    (o.clocks as Json[]).length
      ? h(
          "p",
          { class: "clocks", "data-k": "clocks" },
          (o.clocks as Json[]).map((c) =>
            h(
              "span",
              {
                class: `clock${c.running ? " running" : ""}${c.warning ? " warning" : ""}`,
                "data-k": `clock-${String(c.side).toLowerCase()}`,
              },
              `${L(`side-${String(c.side).toLowerCase()}`)} ${c.text}`,
            ),
          ),
        )
      : null,
    o.clock_text ? h("p", { class: "quiet" }, o.clock_text) : null,
    o.watchers_text ? h("p", { class: "quiet", "data-k": "watchers" }, o.watchers_text) : null,
    o.error ? h("p", { class: "error" }, o.error) : null,
    o.link
      ? h(
          "p",
          { class: "share" },
          h("span", {}, `${L("ui-share")}: `),
          h("a", { href: o.link, "data-k": "share-link", id: "share-link" }, o.link),
          navigator.clipboard ? button("copy-link", L("ui-copy-link"), () => copyLink(o.link)) : null,
        )
      : null,
    o.rating_text ? h("p", {}, o.rating_text) : null,
    ...(room.actions as Json[]).filter((a) => a.id === "retry").map((a) => actionButton(a, "retry2")),
  );
}

async function copyLink(link: string) {
  try {
    await navigator.clipboard.writeText(link);
    announce(L("ui-link-copied"));
  } catch (err) {
    console.warn("clipboard:", err);
  }
}

// A dialog keeps the keyboard inside it (Tab and Shift+Tab wrap around its buttons);
// Escape sends what the core says closing it sends (`dismiss`; nothing for a draw offer,
// which waits for its answer).
function dialogKeys(e: KeyboardEvent) {
  const box = e.currentTarget as HTMLElement;
  if (e.key === "Escape") {
    const dismiss = boardShown()?.dialog?.dismiss ?? shownView("Watch")?.board?.dialog?.dismiss;
    if (dismiss) {
      e.preventDefault();
      send(dismiss);
    }
    return;
  }
  if (e.key !== "Tab") return;
  const items = [...box.querySelectorAll<HTMLElement>("button:not([disabled]), a[href]")];
  if (!items.length) return;
  const [first, last] = [items[0], items[items.length - 1]];
  if (e.shiftKey && document.activeElement === first) {
    last.focus();
    e.preventDefault();
  } else if (!e.shiftKey && document.activeElement === last) {
    first.focus();
    e.preventDefault();
  }
}

function dialog(d: Json) {
  // The core's buttons, words and events, in its order, the main one filled as it says.
  const actions: Child[] = (d.actions as Json[]).map((a) => actionButton(a, `d-${a.id}`));
  return h(
    "div",
    { class: "scrim" },
    h(
      "div",
      {
        class: "dialog",
        role: "dialog",
        "aria-modal": "true",
        "aria-labelledby": "dialog-title",
        "data-kind": d.kind,
        onkeydown: dialogKeys,
      },
      h("h2", { id: "dialog-title" }, d.title),
      d.lines.map((l: string) => h("p", { "data-k": "dialog-line" }, l)),
      h("div", { class: "actions" }, actions),
    ),
  );
}

// Arrow keys move between the playable holes; a letter key plays its hole (as in the
// terminal game: the letters are the view model's).
function arrows(e: KeyboardEvent) {
  if (!["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"].includes(e.key)) return;
  const all = [...document.querySelectorAll<HTMLButtonElement>(".board .hole:not([disabled])")];
  const i = all.indexOf(document.activeElement as HTMLButtonElement);
  if (!all.length) return;
  const step = e.key === "ArrowLeft" || e.key === "ArrowUp" ? -1 : 1;
  all[(i + step + all.length) % all.length].focus();
  e.preventDefault();
}

function letterKey(e: KeyboardEvent) {
  const game = view && boardShown();
  if (e.ctrlKey || e.metaKey || e.altKey || !game) return;
  const target = e.target as HTMLElement;
  if (target.tagName === "INPUT" || target.tagName === "SELECT") return;
  const hole = (game.holes as Json[]).find((x) => x.letter === e.key);
  if (hole) {
    send({ TapHole: { hole: hole.index } });
    e.preventDefault();
  }
}

// --- start ---

/** The catalogue's texts of each language the core lists, handed in before it starts
 * (kept as text: the core parses a language when it first shows it). */
async function texts() {
  await Promise.all(
    Core.languages().map(async (code) => {
      const r = await fetch(`/locales/${code}.ftl`);
      if (!r.ok) throw new Error(`/locales/${code}.ftl: ${r.status}`);
      Core.add_texts(code, await r.text());
    }),
  );
  const names = Core.language_names();
  languageChoices = Core.languages().map((code, i) => [code, names[i] ?? code]);
}

/** Let the browser paint and handle input between start-up steps: each step is its own
 * short task instead of one long one (Lighthouse's total blocking time). */
function nextTask(): Promise<void> {
  const s = (globalThis as Json).scheduler;
  if (typeof s?.yield === "function") return s.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function main() {
  // wasm-bindgen's `init` compiles the wasm while it downloads (instantiateStreaming: the
  // server sends application/wasm), off the main thread; its texts download meanwhile.
  await init({ module_or_path: "/pallanguzhi_web_bg.wasm" });
  performance.mark("pallanguzhi-wasm-ready");
  await texts();
  performance.mark("pallanguzhi-texts-ready");
  // Then each step in its own task, the screen drawn once at the end.
  await nextTask();
  const seed = crypto.getRandomValues(new Uint32Array(2));
  core = new Core(seed[0], seed[1]);
  const motion = matchMedia("(prefers-reduced-motion: reduce)");
  send({ Launch: { dir: Core.dir(), language: navigator.language, reduce_motion: motion.matches } });
  const system = () => send({ SystemChanged: { language: navigator.language, reduce_motion: motion.matches } });
  motion.addEventListener("change", system);
  window.addEventListener("languagechange", system);
  document.addEventListener("keydown", letterKey);
  window.addEventListener("resize", () => fitNames(document));
  document.addEventListener("visibilitychange", () => send(document.hidden ? "Suspend" : "Resume"));
  window.addEventListener("pagehide", () => send("Suspend"));
  await nextTask();
  // The page's address: the core plays on the server that served it, and opens the share
  // or watch link the page was opened at (or says why not, or that it waits for a name).
  send({ OnlineAction: { PageOpened: { url: location.href } } });
  // Read once: a reload must not open the link again.
  history.replaceState(null, "", "/");
  await nextTask();
  // The first view parses the language's texts: its own task too.
  const first = JSON.parse(core.view());
  dirty = false;
  await nextTask();
  starting = false;
  render(dirty ? undefined : first);
  dirty = false;
  // The field the core names (the name to sign up with while a link waits for it).
  const focus = (shownView("Home")?.lobby ?? shownView("Lobby"))?.online.focus;
  const field = focus ? document.getElementById(`f-${focus}`) : null;
  field?.scrollIntoView({ block: "center" });
  field?.focus();
  // For the e2e suite: the view, events, and a view drawn as given (to check the page draws
  // what the view says, not what it would have chosen).
  (window as Json).pallanguzhi = { view: () => view, send, draw: (v: Json) => render(v), setReviewNodes: (n: number) => core.set_review_nodes(n) };
  registerOffline();
}

main().catch((err) => {
  console.error(err);
  document.getElementById("app")!.textContent = String(err);
});
