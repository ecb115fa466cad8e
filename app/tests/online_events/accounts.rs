//! One account on every device (issue 37): the Account screen, signing a device in with
//! a code, and reporting or blocking a game's players, fed as event sequences.

use super::*;
use pallanguzhi_protocol::{
    Blocked, Blocks, Device, Devices, LinkCode, NewReport, Platform, RecoveryCode, ReportReason,
};

fn account(phone: &Phone) -> AccountView {
    match phone.view().screen_view {
        ScreenView::Account(view) => view,
        other => panic!("not the account screen: {other:?}"),
    }
}

fn device(id: i64, platform: Platform, current: bool) -> Device {
    Device {
        id,
        platform,
        created_ms: 1_796_428_800_000,
        last_seen_ms: 1_796_428_800_000 + 3_600_000,
        current,
    }
}

/// Device ids are random 63-bit numbers: more than a browser's JSON numbers keep exactly.
const BIG: i64 = 2_412_712_158_109_819_401;

fn done(phone: &mut Phone, req: &Req, status: u16) {
    phone.report(Transport::HttpDone {
        id: req.id,
        status,
        body: String::new(),
    });
}

fn refuse(phone: &mut Phone, req: &Req, status: u16, code: ErrorCode) {
    let refusal = ErrorBody {
        error: WireError::new(code, "no"),
    };
    phone.answer(req, status, &refusal);
}

/// From the lobby's own action to the Account screen, whose lists the server answers.
fn open_account(phone: &mut Phone, devices: Vec<Device>) {
    phone.send(Event::Open { screen: Screen::Online });
    let ScreenView::Lobby(lobby) = phone.view().screen_view else {
        panic!("the lobby")
    };
    let open = lobby
        .actions
        .iter()
        .find(|a| a.id == "account-devices")
        .expect("an account action");
    common::assert_events_round_trip(std::slice::from_ref(open));
    phone.send(open.event.clone());
    assert_eq!(
        account(phone).devices_note.as_deref(),
        Some("Asking the server for the devices…")
    );
    let req = phone.request("/v1/me/devices");
    assert_eq!(
        (req.method.as_str(), req.header("authorization")),
        ("GET", Some("Bearer t0k3n"))
    );
    phone.answer(&req, 200, &Devices { devices });
    let req = phone.request("/v1/me/blocks");
    phone.answer(&req, 200, &Blocks { blocked: vec![] });
}

#[test]
fn the_other_devices_keep_the_servers_order_after_this_one() {
    let mut phone = signed_up();
    let devices = vec![
        device(5, Platform::Ios, false),
        device(6, Platform::Cli, false),
        device(7, Platform::Web, true),
        device(9, Platform::Android, false),
    ];
    open_account(&mut phone, devices);
    let ids: Vec<String> = account(&phone).devices.into_iter().map(|d| d.id).collect();
    assert_eq!(ids, ["7", "5", "6", "9"]);
}

#[test]
fn the_account_screen_lists_this_device_first_and_removes_another_after_asking() {
    let mut phone = signed_up();
    open_account(
        &mut phone,
        vec![device(BIG, Platform::Android, false), device(8, Platform::Web, true)],
    );
    let view = account(&phone);
    assert_eq!(view.name.as_deref(), Some("Playing as Asha"));
    assert_eq!(view.devices_note, None);
    let names: Vec<&str> = view.devices.iter().map(|d| d.name.as_str()).collect();
    assert_eq!(names, ["Browser (this device)", "Android phone or tablet"]);
    assert_eq!(view.devices[0].dates, "Added 2026-12-05 · last seen 2026-12-05");
    assert!(view.devices[0].remove.is_none(), "this device is not removed from here");
    let remove = view.devices[1].remove.clone().expect("another device can be removed");
    let ask = remove.confirm.clone().expect("asked first");
    assert!(ask.title.contains("Android phone or tablet"), "{ask:?}");
    assert_eq!(view.privacy.url, format!("{SERVER}/privacy"));
    let ids: Vec<&str> = view.actions.iter().map(|a| a.id.as_str()).collect();
    assert_eq!(ids, ["account-link", "account-recovery", "account-delete"]);
    assert!(view.actions[2].confirm.is_some(), "deletion is asked first");
    common::assert_events_round_trip(&view.actions);
    common::assert_events_round_trip(std::slice::from_ref(&remove));
    let json = serde_json::to_value(&remove).expect("json");
    assert_eq!(
        json["event"]["OnlineAction"]["RemoveDevice"]["id"], "2412712158109819401",
        "as text"
    );
    assert_eq!(view.devices[1].id, "2412712158109819401");

    // A refusal changes nothing and is said in words; then the removal goes through.
    phone.send(remove.event.clone());
    assert!(account(&phone).busy);
    let req = phone.request("/v1/me/devices/2412712158109819401");
    assert_eq!(req.method, "DELETE");
    refuse(&mut phone, &req, 404, ErrorCode::NotFound);
    let view = account(&phone);
    assert_eq!(view.devices.len(), 2);
    assert_eq!(view.error.as_deref(), Some("That device was already signed out."));
    assert!(!view.busy);
    phone.send(remove.event);
    let req = phone.request("/v1/me/devices/2412712158109819401");
    done(&mut phone, &req, 204);
    let view = account(&phone);
    assert_eq!((view.devices.len(), view.error), (1, None));
    // An id that is no number is refused here, with no request.
    phone.act(OnlineAction::RemoveDevice { id: "7x".into() });
    assert!(phone.http.is_empty() && phone.view().notice.is_some());
}

#[test]
fn link_and_recovery_codes_are_shown_grouped_with_their_words_and_forgotten_off_the_screen() {
    let mut phone = signed_up();
    open_account(&mut phone, vec![device(8, Platform::Other, true)]);
    phone.act(OnlineAction::AskLinkCode);
    let req = phone.request("/v1/me/link-code");
    assert_eq!(req.method, "POST");
    let code = LinkCode {
        code: "ACDEF-GHJKM".into(),
        expires_in_s: 600,
    };
    phone.answer(&req, 200, &code);
    phone.act(OnlineAction::AskRecoveryCode);
    let req = phone.request("/v1/me/recovery");
    phone.answer(
        &req,
        200,
        &RecoveryCode {
            code: "ACDEF-GHJKM-ACDEF-GHJKM".into(),
        },
    );
    let view = account(&phone);
    let link = view.link_code.expect("the link code");
    assert_eq!(link.code, "ACDEF-GHJKM");
    assert!(link.text.contains("10 minutes"), "{}", link.text);
    // The same code as a link for the other device, the code in the fragment.
    assert_eq!(link.link.as_deref(), Some("http://test.invalid/link#ACDEFGHJKM"));
    let recovery = view.recovery_code.expect("the recovery code");
    assert_eq!(recovery.link, None, "a recovery code is only typed");
    assert_eq!(recovery.qr, None, "nor scanned");
    assert_eq!(recovery.code, "ACDEF-GHJKM-ACDEF-GHJKM");
    assert!(recovery.text.contains("shown only now"), "{}", recovery.text);

    // Too many codes asked: said so. Off the screen and back: both codes are gone.
    phone.act(OnlineAction::AskLinkCode);
    let req = phone.request("/v1/me/link-code");
    refuse(&mut phone, &req, 429, ErrorCode::RateLimited);
    assert_eq!(
        account(&phone).error.as_deref(),
        Some("Too many tries. Wait a minute, then try again.")
    );
    phone.send(Event::Back);
    phone.send(Event::Open {
        screen: Screen::Account,
    });
    let view = account(&phone);
    assert_eq!((view.link_code, view.recovery_code, view.error), (None, None, None));
}

/// Issue 37: the link code's link as a QR code, for the other device's camera. What the
/// shells draw (dark modules on light, the quiet zone around them), drawn here as a
/// greyscale picture and read back by a QR decoder, is the link.
#[test]
fn the_link_codes_qr_code_reads_back_as_its_link() {
    let mut phone = signed_up();
    open_account(&mut phone, vec![device(8, Platform::Other, true)]);
    phone.act(OnlineAction::AskLinkCode);
    let req = phone.request("/v1/me/link-code");
    let code = LinkCode {
        code: "ACDEF-GHJKM".into(),
        expires_in_s: 600,
    };
    phone.answer(&req, 200, &code);
    let link = account(&phone).link_code.expect("the link code");
    let qr = link.qr.expect("the link as a QR code");
    assert_eq!(
        qr.label,
        "QR code of the sign-in link: open it with the other device's camera"
    );
    assert_eq!(qr.quiet_zone, 4, "the standard's quiet zone");
    assert_eq!(qr.rows.len(), qr.size as usize);
    assert!(qr
        .rows
        .iter()
        .all(|r| r.len() == qr.size as usize && r.chars().all(|c| c == '0' || c == '1')));

    // Drawn as the shells draw it, 6 pixels a module, and read by rqrr.
    let (px, side) = (6, qr.size + 2 * qr.quiet_zone);
    let dark = |x: u32, y: u32| {
        let (mx, my) = ((x / px).checked_sub(qr.quiet_zone), (y / px).checked_sub(qr.quiet_zone));
        match (mx, my) {
            (Some(mx), Some(my)) if mx < qr.size && my < qr.size => {
                qr.rows[my as usize].as_bytes()[mx as usize] == b'1'
            }
            _ => false,
        }
    };
    let mut picture =
        rqrr::PreparedImage::prepare_from_greyscale((side * px) as usize, (side * px) as usize, |x, y| {
            if dark(x as u32, y as u32) {
                0
            } else {
                255
            }
        });
    let grids = picture.detect_grids();
    assert_eq!(grids.len(), 1, "one QR code found");
    let (_, content) = grids[0].decode().expect("the QR code decodes");
    assert_eq!(Some(content), link.link);

    // The browser reads it as JSON: rows of '0' and '1'.
    let json = serde_json::to_value(&qr).unwrap();
    assert_eq!(json["rows"][0].as_str(), Some(qr.rows[0].as_str()));
    assert_eq!(json["size"], qr.size);
}

#[test]
fn a_device_without_an_account_signs_in_with_a_code_and_refusals_are_words() {
    let mut phone = Phone::new();
    phone.send(Event::Open { screen: Screen::Online });
    let ScreenView::Lobby(lobby) = phone.view().screen_view else {
        panic!("the lobby")
    };
    let have = lobby
        .actions
        .iter()
        .find(|a| a.id == "have-account")
        .expect("I have an account");
    assert_eq!(have.label, "I already have an account");
    phone.send(have.event.clone());
    assert!(phone.http.is_empty(), "nothing to ask without an account");
    let view = account(&phone);
    assert!(view.sign_in.is_some() && view.name.is_none() && view.actions.is_empty());

    // A code of neither length is refused here, with no request.
    phone.act(OnlineAction::SignInWithCode { code: "ABC".into() });
    assert!(phone.http.is_empty());
    let notice = phone.view().notice.expect("the refusal is shown");
    assert!(notice.text.contains("10 letters"), "{}", notice.text);

    let typed = || OnlineAction::SignInWithCode {
        code: " acdef-ghjkm ".into(),
    };
    phone.act(typed());
    let req = phone.request("/v1/accounts/link");
    assert_eq!(req.header("authorization"), None);
    assert_eq!(req.body.as_deref(), Some(r#"{"code":"ACDEFGHJKM"}"#));
    refuse(&mut phone, &req, 401, ErrorCode::Unauthorized);
    let wrong = "This code is wrong, already used or expired. Ask the other device for a new one.";
    assert_eq!(account(&phone).error.as_deref(), Some(wrong));
    phone.act(typed());
    let req = phone.request("/v1/accounts/link");
    phone.report(Transport::HttpFailed {
        id: req.id,
        error: "offline".into(),
    });
    assert!(account(&phone).error.expect("offline").contains("does not answer"));
    assert_eq!(account(&phone).name, None, "no account yet");

    // The recovery code (20 characters) goes to its own path, and signs in.
    phone.act(OnlineAction::SignInWithCode {
        code: "ACDEF GHJKM ACDEF GHJKM".into(),
    });
    let req = phone.request("/v1/accounts/recover");
    let token = AccountToken {
        account_id: 9,
        name: "Asha".into(),
        token: TOKEN.into(),
    };
    phone.answer(&req, 200, &token);
    assert_eq!(account(&phone).name.as_deref(), Some("Playing as Asha"));
    assert!(phone.announced.iter().any(|t| t == "This device is signed in as Asha."));
    let view = account(&phone);
    assert!(view.sign_in.is_none() && view.error.is_none());
    let req = phone.request("/v1/me/devices");
    assert_eq!(
        req.header("authorization"),
        Some("Bearer t0k3n"),
        "the new token is used"
    );
    phone.act(typed());
    assert!(phone
        .view()
        .notice
        .expect("refused")
        .text
        .contains("already has an account"));
}

/// Issue 37: the link code as a link. Opened on a device with no account (an app's deep
/// link, or the page the browser opened at), it signs in on the Account screen; a link
/// of no code opens nothing; a device with an account is told so and keeps it.
#[test]
fn a_sign_in_link_opened_on_a_new_device_signs_it_in() {
    for how in ["app", "page"] {
        let mut phone = Phone::new();
        let link = "http://test.invalid/link#ACDEF-GHJKM";
        match how {
            "app" => phone.act(OnlineAction::OpenLink { link: link.into() }),
            _ => phone.act(OnlineAction::PageOpened { url: link.into() }),
        }
        assert_eq!(phone.view().screen, Screen::Account, "{how}");
        let req = phone.request("/v1/accounts/link");
        assert_eq!(req.body.as_deref(), Some(r#"{"code":"ACDEFGHJKM"}"#), "{how}");
        let token = AccountToken {
            account_id: 9,
            name: "Asha".into(),
            token: TOKEN.into(),
        };
        phone.answer(&req, 200, &token);
        assert_eq!(account(&phone).name.as_deref(), Some("Playing as Asha"), "{how}");
        // Opened again with an account: refused in words, nothing asked.
        phone.http.clear();
        phone.act(OnlineAction::OpenLink { link: link.into() });
        assert!(phone
            .view()
            .notice
            .expect("refused")
            .text
            .contains("already has an account"));
        assert!(
            !phone.http.iter().any(|r| r.url.ends_with("/v1/accounts/link")),
            "{how}"
        );
    }
    // A sign-in link with no good code is no sign-in: nothing asked.
    let mut phone = Phone::new();
    phone.act(OnlineAction::PageOpened {
        url: "http://test.invalid/link#NOPE".into(),
    });
    assert!(!phone.http.iter().any(|r| r.url.ends_with("/v1/accounts/link")));
    assert_ne!(phone.view().screen, Screen::Account);
}

#[test]
fn the_opponent_is_reported_once_with_a_reason_and_blocked_then_unblocked() {
    let (mut phone, _) = seated(Side::South);
    let lines = room(&phone).moderation;
    assert_eq!(lines.len(), 1, "only the opponent");
    let kumar = &lines[0];
    assert_eq!((kumar.account_id, kumar.name.as_str()), (2, "Kumar"));
    let ids: Vec<&str> = kumar.report.iter().map(|a| a.id.as_str()).collect();
    assert_eq!(
        ids,
        ["report-name", "report-cheating", "report-behaviour", "report-other"]
    );
    common::assert_events_round_trip(&kumar.report);
    common::assert_events_round_trip(std::slice::from_ref(&kumar.block));
    assert!(kumar.block.confirm.is_some(), "blocking is asked first");

    phone.send(kumar.report[1].event.clone());
    let req = phone.request("/v1/reports");
    let body: NewReport = serde_json::from_str(req.body.as_deref().expect("a body")).expect("NewReport");
    let sent = NewReport {
        account_id: 2,
        game_id: Some(1),
        reason: ReportReason::Cheating,
    };
    assert_eq!(body, sent);
    done(&mut phone, &req, 201);
    let kumar = room(&phone).moderation.remove(0);
    assert!(kumar.report.is_empty(), "reported once");
    assert!(kumar.note.expect("a note").starts_with("Reported"));
    assert!(phone.announced.iter().any(|t| t.starts_with("Reported")));

    phone.send(kumar.block.event.clone());
    let req = phone.request("/v1/me/blocks/2");
    assert_eq!(req.method, "POST");
    done(&mut phone, &req, 204);
    let kumar = room(&phone).moderation.remove(0);
    assert_eq!(
        (kumar.block.id.as_str(), kumar.block.label.as_str()),
        ("unblock", "Unblock Kumar")
    );
    common::assert_events_round_trip(std::slice::from_ref(&kumar.block));
    phone.send(kumar.block.event.clone());
    let req = phone.request("/v1/me/blocks/2");
    assert_eq!(req.method, "DELETE");
    done(&mut phone, &req, 204);
    assert_eq!(room(&phone).moderation[0].block.id, "block");
}

/// The leaderboard's other players may be reported and blocked too (issue 37): each
/// listed player but me has the same line as a game's; a report names the game shown only
/// when the player sits in it (the server refuses a game the player did not play).
#[test]
fn the_leaderboards_players_are_reported_without_a_game_they_did_not_play() {
    let (mut phone, _) = seated(Side::South); // Valli, account 1, against Kumar (2) in game 1
    leaderboard(
        &mut phone,
        vec![
            entry(1, 7, "Bala", 1700.0, false),
            entry(2, 1, "Valli", 1612.0, false),
            entry(3, 2, "Kumar", 1500.0, false),
        ],
        None,
    );
    let lines = phone
        .view()
        .online()
        .expect("an online view")
        .leaderboard
        .expect("the leaderboard")
        .moderation;
    let names: Vec<(i64, &str)> = lines.iter().map(|l| (l.account_id, l.name.as_str())).collect();
    assert_eq!(names, [(7, "Bala"), (2, "Kumar")], "everyone listed but me");
    assert_eq!(lines[0].report.len(), 4);
    assert!(lines[0].block.confirm.is_some(), "blocking is asked first");
    common::assert_events_round_trip(&lines[0].report);
    phone.send(lines[0].report[2].event.clone());
    let req = phone.request("/v1/reports");
    let body: NewReport = serde_json::from_str(req.body.as_deref().expect("a body")).expect("NewReport");
    let bala = NewReport {
        account_id: 7,
        game_id: None,
        reason: ReportReason::Behaviour,
    };
    assert_eq!(body, bala, "Bala did not play game 1");
    done(&mut phone, &req, 204);
    let lines = phone
        .view()
        .online()
        .expect("an online view")
        .leaderboard
        .expect("the leaderboard")
        .moderation;
    assert!(
        lines[0].report.is_empty() && lines[1].report.len() == 4,
        "Bala reported, Kumar not"
    );
    phone.send(lines[1].report[0].event.clone());
    let req = phone.request("/v1/reports");
    let body: NewReport = serde_json::from_str(req.body.as_deref().expect("a body")).expect("NewReport");
    assert_eq!(body.game_id, Some(1), "Kumar sits in game 1");
}

#[test]
fn a_watcher_may_report_both_players_and_the_account_lists_those_blocked() {
    let mut phone = signed_up();
    phone.act(OnlineAction::Watch { link: "1".into() });
    phone.connect();
    phone.hear(&watched().full());
    let lines = watch(&phone).moderation;
    let names: Vec<&str> = lines.iter().map(|l| l.name.as_str()).collect();
    assert_eq!(names, ["Valli", "Kumar"]);
    // The server's list is what the Account screen shows, each with Unblock.
    phone.send(Event::BackHome);
    phone.send(Event::Open {
        screen: Screen::Account,
    });
    let req = phone.request("/v1/me/devices");
    phone.answer(&req, 200, &Devices { devices: vec![] });
    let req = phone.request("/v1/me/blocks");
    let blocked = vec![Blocked {
        account_id: 2,
        name: "Kumar".into(),
    }];
    phone.answer(&req, 200, &Blocks { blocked });
    let view = account(&phone);
    assert_eq!(view.blocked.len(), 1);
    assert_eq!(view.blocked[0].block.label, "Unblock Kumar");
}

#[test]
fn a_deletion_refused_on_the_account_screen_is_said_there_and_frees_the_buttons() {
    let mut phone = signed_up();
    open_account(&mut phone, vec![device(8, Platform::Ios, true)]);
    let delete = account(&phone).actions.pop().expect("delete");
    phone.send(delete.event);
    assert!(account(&phone).busy);
    let req = phone.request("/v1/me");
    phone.report(Transport::HttpFailed {
        id: req.id,
        error: "offline".into(),
    });
    let view = account(&phone);
    assert!(!view.busy && view.error.expect("said").contains("does not answer"));
    assert_eq!(view.name.as_deref(), Some("Playing as Asha"));
    // Deleted: this device shows the sign-in field again.
    phone.act(OnlineAction::DeleteAccount);
    let req = phone.request("/v1/me");
    done(&mut phone, &req, 204);
    let view = account(&phone);
    assert!(view.sign_in.is_some() && view.devices.is_empty());
}

/// Settings links the server's privacy page and its account deletion page on every client,
/// account or not: the core's words, on the server chosen.
#[test]
fn settings_link_the_servers_privacy_and_deletion_pages() {
    let mut phone = Phone::new();
    let pages: Vec<(String, String)> = (phone.view().pages.into_iter()).map(|p| (p.label, p.url)).collect();
    assert_eq!(
        pages,
        [
            ("Privacy: what the server keeps".into(), format!("{SERVER}/privacy")),
            (
                "Delete an account without the app".into(),
                format!("{SERVER}/delete-account")
            ),
        ]
    );
    phone.act(OnlineAction::SetServer {
        url: "https://pallanguzhi.example".into(),
    });
    let urls: Vec<String> = phone.view().pages.into_iter().map(|p| p.url).collect();
    assert_eq!(
        urls,
        [
            "https://pallanguzhi.example/privacy",
            "https://pallanguzhi.example/delete-account"
        ]
    );
}

/// This device signed out from another one while it plays (issue 37): the server closes
/// its socket (1008); the core tries once more and, refused for its token, stops with the
/// words for it and no retry, whether the refusal is the upgrade's 401 (a native client)
/// or an `unauthorized` answer to the hello (a browser sends its token in the hello).
#[test]
fn a_device_signed_out_while_playing_stops_with_words_and_no_retry() {
    for browser in [false, true] {
        let (mut phone, _) = seated(Side::South);
        let id = phone.socket();
        phone.report(Transport::SocketClosed { id, code: Some(1008) });
        assert_eq!(
            phone.state(),
            ConnState::Reconnecting { attempt: 1 },
            "browser {browser}"
        );
        phone.fire(500);
        let refused = ErrorBody {
            error: WireError::new(ErrorCode::Unauthorized, "unknown or revoked token"),
        };
        if browser {
            phone.connect();
            phone.hear(&ServerMessage::Error(refused.error));
            let id = phone.socket();
            phone.report(Transport::SocketClosed { id, code: Some(1008) });
        } else {
            let id = phone.socket();
            let body = serde_json::to_string(&refused).expect("json");
            phone.report(Transport::SocketRefused { id, status: 401, body });
        }
        assert_eq!(phone.state(), ConnState::Failed, "browser {browser}");
        let error = phone.view().online().expect("an online view").error.expect("said");
        assert!(
            error.contains("does not know this device"),
            "browser {browser}: {error}"
        );
        assert!(
            phone.timers.iter().all(|(_, ms)| *ms == 0),
            "browser {browser}: a retry is scheduled: {:?}",
            phone.timers
        );
    }
}
