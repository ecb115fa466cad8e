import PallanguzhiFFI
import PallanguzhiKit
import SwiftUI
import UIKit

@main
struct PallanguzhiApp: App {
    @State private var store: AppStore
    @Environment(\.scenePhase) private var scenePhase

    init() {
        // The core's warnings and errors go to the unified log (Console.app, `log stream`).
        CoreLog.install()
        let store = AppStore(protect: Platform.backgroundTask)
        Platform.connect(store)
        store.launch(dir: AppStore.appDirectory(), reduceMotion: UIAccessibility.isReduceMotionEnabled)
        _store = State(initialValue: store)
    }

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(store)
                .environment(\.locale, Locale(identifier: store.view.language))
        }
        .onChange(of: scenePhase) { _, phase in
            // The core finishes the animation, cancels the search and saves on Suspend;
            // on Resume it restarts whatever is due (the computer's turn).
            switch phase {
            case .background: store.send(.suspend)
            case .active: store.send(.resume)
            default: break
            }
        }
    }
}

/// The core's screen (`ScreenView`): home, a page around the game (`PageScreen`), the game,
/// an online room (waiting or seated, the core says), a lesson, a review or a watched game.
struct RootView: View {
    @Environment(AppStore.self) private var store
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var haptic = HapticCue()

    var body: some View {
        Group {
            // Every screen the core can show, each with its own view: the compiler checks
            // that none is left out.
            switch store.view.screenView {
            case .lesson(let lesson): LessonScreen(lesson: lesson)
            case .lessons(let lessons): LessonsScreen(lessons: lessons)
            case .review(let review): ReviewScreen(review: review)
            case .watch(let watch): WatchScreen(watch: watch)
            case .invitation(let invitation): InvitationScreen(invitation: invitation)
            case .account(let account): AccountScreen(account: account)
            case .room(let room): OnlineGameScreen(room: room)
            case .game(let screen): GameScreen(game: screen.game)
            case .newGame, .stats, .rules, .settings, .lobby, .leaderboard:
                PageScreen()
            case .home(let home): HomeScreen(home: home)
            }
        }
        // A share link (https://…/join/CODE#KEY, or pallanguzhi://join/CODE) or a watch link
        // (https://…/watch/ID, pallanguzhi://watch/ID): the core tells them apart, then shows
        // the room's invitation or watches the game, or says why not.
        // iOS's back gesture: from the leading edge, rightwards (EdgeSwipe); the core says
        // whether Back goes somewhere and where.
        .simultaneousGesture(DragGesture(minimumDistance: 20).onEnded { drag in
            let back = EdgeSwipe.isBack(startX: drag.startLocation.x, dx: drag.translation.width, dy: drag.translation.height)
            if back && store.view.canBack { store.send(.back) }
        })
        .onOpenURL { url in store.send(.onlineAction(.openLink(link: url.absoluteString))) }
        .alert(
            L("notice"),
            isPresented: Binding(get: { store.view.notice != nil }, set: { if !$0 { store.send(.dismissNotice) } })
        ) {
            Button(L("ok"), role: .cancel) { store.send(.dismissNotice) }
        } message: {
            Text(verbatim: store.view.notice?.text ?? "")
        }
        // The core's haptics (HapticCue): played by SwiftUI on the view that is on screen.
        .sensoryFeedback(trigger: haptic) { _, cue in cue.feedback }
        .onAppear { store.onHaptic = { haptic = haptic.next($0) } }
        .onChange(of: reduceMotion) { _, value in
            store.send(.systemChanged(language: Locale.preferredLanguages.first ?? "en", reduceMotion: value))
        }
    }
}

/// The core's label `id` ("new-game") in the language the app shows: every label of the views
/// comes from the core's catalogue (`Labels`); a view that reads one is redrawn when it changes.
func L(_ id: String) -> String { LabelBook.shared.labels(id) }

/// A label with variables, formatted by the core: `L("move-round", ["move": 3, "round": 1])`.
func L(_ id: String, _ args: [String: Any]) -> String { LabelBook.shared.labels(id, args) }
