// The Account screen (the core's `AccountView`) and a game's players to report or block
// (`moderation` of a room or a watched game): the core's words and events, drawn. A
// question the core attaches (`confirm`) is asked first; nothing here decides anything.

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any
type Child = Node | string | null | undefined | false;

/** What main.ts lends: its element builder, its buttons, the notice and `send`. */
export interface Ui {
  h: (tag: string, attrs?: Record<string, unknown>, ...children: (Child | Child[])[]) => HTMLElement;
  button: (key: string, label: string, event: unknown, extra?: Record<string, unknown>) => HTMLElement;
  notice: () => HTMLElement | null;
  send: (event: unknown) => void;
}

/** The code typed to sign this device in (what the person types, not a decision). */
let typed = "";

/** One of the core's actions, its question asked first when it has one; filled when the core says it is the main one. */
export function asked(ui: Ui, a: Json, key: string = a.id, extra: Record<string, unknown> = {}): HTMLElement {
  const c = a.confirm;
  // Filled when the core says it is the main one; greyed when it says it cannot be pressed now.
  const look = { ...extra, ...(a.primary ? { class: "primary" } : {}), ...(a.enabled === false ? { disabled: true } : {}) };
  if (!c) return ui.button(key, a.label, a.event, look);
  return ui.button(
    key,
    a.label,
    () => {
      if (window.confirm(`${c.title}\n\n${c.text}`)) ui.send(a.event);
    },
    look,
  );
}

export function accountScreen(ui: Ui, a: Json, back: string): HTMLElement {
  const { h } = ui;
  const signIn = a.sign_in as Json | null;
  const code = (c: Json | null, key: string) =>
    c
      ? h(
          "div",
          { class: "code", "data-k": key },
          h("p", { class: "big-code" }, c.code),
          h("p", {}, c.text),
          // The same code as a link for the other device (the core's; the code rides in its fragment).
          c.link ? h("p", {}, h("a", { href: c.link, "data-k": `${key}-link` }, c.link)) : null,
          c.qr ? qrCode(c.qr, `${key}-qr`) : null,
        )
      : null;
  return h(
    "main",
    { class: "account", "aria-busy": a.busy ? "true" : "false" },
    h("header", { class: "bar" }, ui.button("back", back, "Back"), h("h1", {}, a.title)),
    ui.notice(),
    a.name ? h("p", { "data-k": "account-name" }, a.name) : null,
    a.error ? h("p", { class: "error", role: "alert", "data-k": "account-error" }, a.error) : null,
    signIn ? signInForm(ui, signIn, a.busy) : null,
    a.name ? devices(ui, a) : null,
    code(a.link_code, "link-code"),
    code(a.recovery_code, "recovery-code"),
    (a.blocked as Json[]).length
      ? h("section", {}, h("h2", {}, a.blocked_title), h("ul", {}, (a.blocked as Json[]).map((p) => playerItem(ui, p))))
      : null,
    h("div", { class: "actions" }, (a.actions as Json[]).map((x) => asked(ui, x))),
    h("p", {}, h("a", { href: a.privacy.url, target: "_blank", rel: "noopener", "data-k": "privacy" }, a.privacy.label)),
  );
}

const SVG = "http://www.w3.org/2000/svg";

/**
 * The core's QR code (`QrView`: rows of '1' dark and '0' light) as an inline SVG, one
 * square a dark module, on white with its quiet zone around it: dark on light in either
 * theme, as cameras read it. Named by the core's label.
 */
function qrCode(qr: Json, key: string): Element {
  const side = qr.size + 2 * qr.quiet_zone;
  let d = "";
  (qr.rows as string[]).forEach((row, y) => {
    for (let x = 0; x < row.length; x++) if (row[x] === "1") d += `M${x + qr.quiet_zone} ${y + qr.quiet_zone}h1v1h-1z`;
  });
  const el = document.createElementNS(SVG, "svg");
  el.setAttribute("class", "qr");
  el.setAttribute("data-k", key);
  el.setAttribute("role", "img");
  el.setAttribute("aria-label", qr.label);
  el.setAttribute("viewBox", `0 0 ${side} ${side}`);
  el.setAttribute("shape-rendering", "crispEdges");
  el.innerHTML = `<rect width="${side}" height="${side}" fill="#fff"/><path d="${d}" fill="#000"/>`;
  return el;
}

function signInForm(ui: Ui, f: Json, busy: boolean) {
  const { h } = ui;
  const go = () => ui.send({ OnlineAction: { SignInWithCode: { code: typed } } });
  return h(
    "section",
    { "aria-labelledby": "h-sign-in" },
    h("h2", { id: "h-sign-in" }, f.title),
    h("p", { id: "sign-in-hint" }, f.hint),
    h(
      "div",
      { class: "field" },
      h("label", { for: "f-sign-in-code" }, f.label),
      h("input", {
        id: "f-sign-in-code",
        "data-k": "sign-in-code",
        "aria-describedby": "sign-in-hint",
        value: typed,
        autocomplete: "one-time-code",
        autocapitalize: "characters",
        enterkeyhint: "go",
        oninput: (e: Event) => (typed = (e.target as HTMLInputElement).value),
        onkeydown: (e: KeyboardEvent) => {
          if (e.key !== "Enter") return;
          e.preventDefault();
          go();
        },
      }),
    ),
    ui.button("sign-in", f.button, go, { class: "primary", disabled: busy }),
  );
}

function devices(ui: Ui, a: Json) {
  const { h } = ui;
  return h(
    "section",
    { "aria-labelledby": "h-devices" },
    h("h2", { id: "h-devices" }, a.devices_title),
    a.devices_note ? h("p", { class: "quiet" }, a.devices_note) : null,
    h(
      "ul",
      { class: "devices", "data-k": "devices" },
      (a.devices as Json[]).map((d) =>
        h(
          "li",
          { "data-k": `device-${d.id}`, "data-current": d.current ? "1" : "0" },
          h("span", { class: "device-name" }, d.name),
          " ",
          h("span", { class: "quiet" }, d.dates),
          d.remove ? asked(ui, d.remove, `remove-${d.id}`) : null,
        ),
      ),
    ),
  );
}

/** A player: reported (its note) or a report per reason; Block or Unblock. */
function playerItem(ui: Ui, p: Json) {
  const { h } = ui;
  return h(
    "li",
    { "data-k": `player-${p.account_id}` },
    h("span", {}, p.name),
    p.note ? h("span", { class: "quiet" }, ` ${p.note}`) : null,
    (p.report as Json[]).map((r) => ui.button(`${r.id}-${p.account_id}`, r.label, r.event)),
    asked(ui, p.block, `${p.block.id}-${p.account_id}`),
  );
}

/** The players of a room or a watched game, each to report or block. */
export function moderation(ui: Ui, players: Json[] | undefined, title: string): HTMLElement | null {
  if (!players?.length) return null;
  const { h } = ui;
  return h(
    "section",
    { class: "moderation", "data-k": "moderation", "aria-label": title },
    h("ul", {}, players.map((p) => playerItem(ui, p))),
  );
}
