import PallanguzhiFFI

// The view model read back by what its screen shows, for the test targets (the app's
// views switch over `screenView` itself), as the core's `shown.rs` does for Rust tests.
public extension ViewModel {
    /// The board on screen: the offline game's, an online room's once seated, the game watched.
    var game: GameView? {
        switch screenView {
        case .game(let shown): return shown.game
        case .room(let room): return room.board
        case .watch(let watch): return watch.board
        default: return nil
        }
    }

    /// The online session's view, on home, the lobby, a room and the leaderboard.
    var onlineOrNil: OnlineView? {
        switch screenView {
        case .home(let home): return home.lobby.online
        case .lobby(let lobby): return lobby.online
        case .room(let room): return room.online
        case .leaderboard(let online): return online
        default: return nil
        }
    }

    var online: OnlineView {
        guard let online = onlineOrNil else { fatalError("no online view on the screen \(screen)") }
        return online
    }

    /// The statistics and recent games: their screen's, or the home screen's copy.
    var stats: StatsScreenView? {
        switch screenView {
        case .stats(let stats): return stats
        case .home(let home): return home.stats
        default: return nil
        }
    }

    var lessons: LessonsView? { if case .lessons(let v) = screenView { return v } else { return nil } }
    var lesson: LessonView? { if case .lesson(let v) = screenView { return v } else { return nil } }
    var review: ReviewView? { if case .review(let v) = screenView { return v } else { return nil } }
    var watch: WatchView? { if case .watch(let v) = screenView { return v } else { return nil } }
}
