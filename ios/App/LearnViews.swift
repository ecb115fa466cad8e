import PallanguzhiFFI
import PallanguzhiKit
import SwiftUI

/// "Learn to play": the core's course, each lesson with its goal, a check once done; the next
/// one is offered first. Every text but the button labels comes worded from the core.
struct LessonsScreen: View {
    let lessons: LessonsView
    @Environment(AppStore.self) private var store

    var body: some View {
        List {
            Section {
                Button { store.send(.backHome) } label: { Label(L("home"), systemImage: "house") }
                    .frame(minHeight: 44)
                Text(verbatim: lessons.title).font(.title2)
                Text(verbatim: lessons.progress).accessibilityAddTraits(.updatesFrequently)
                if let next = lessons.next {
                    Button { store.send(.startLesson(id: next)) } label: { Label(L("lesson-start-next"), systemImage: "play.fill") }
                        .frame(minHeight: 44)
                }
            }
            Section {
                ForEach(lessons.items, id: \.id) { item in
                    Button { store.send(.startLesson(id: item.id)) } label: {
                        HStack {
                            Image(systemName: item.done ? "checkmark.circle.fill" : (item.next ? "arrow.right.circle" : "circle"))
                            VStack(alignment: .leading, spacing: 2) {
                                Text(verbatim: item.title).font(.headline)
                                Text(verbatim: item.goal).font(.footnote)
                            }
                        }
                    }
                    .frame(minHeight: 44)
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(Text(verbatim: item.accessibilityLabel))
                    .accessibilityAddTraits(.isButton)
                }
            }
        }
    }
}

/// One lesson on the game's own board: the learner taps a hole, the core animates the move,
/// tells it step by step and judges it (a miss is taken back with the reason).
struct LessonScreen: View {
    let lesson: LessonView
    @Environment(AppStore.self) private var store
    @State private var steps = false

    /// Compact around the board, so the board keeps its size and the buttons stay in the window:
    /// the number and title, the goal, the board, one line (the step being shown, else the
    /// verdict's first words, else the hint), one row of the core's buttons. The whole explanation (every
    /// step, the verdict and why) opens in a sheet ("How it went").
    var body: some View {
        GeometryReader { proxy in
            VStack(spacing: 8) {
                Text(verbatim: lesson.number).font(.footnote)
                Text(verbatim: lesson.title).font(.title3).lineLimit(2)
                Text(verbatim: lesson.goal).font(.subheadline).multilineTextAlignment(.center).lineLimit(3)
                    .padding(.horizontal)
                BoardView(game: lesson.board, width: proxy.size.width, height: max(200, proxy.size.height - 300))
                line
                buttons
            }
            .padding(.vertical)
        }
        .sheet(isPresented: $steps) {
            NavigationStack {
                ScrollView { words.padding(.vertical) }
                    .navigationTitle(lesson.title)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button(L("close")) { steps = false } }
                    }
            }
        }
    }

    /// The panel's one line, said to VoiceOver as it changes.
    @ViewBuilder private var line: some View {
        if let text = lesson.step ?? lesson.headline ?? lesson.hint {
            Text(verbatim: text).font(.headline).lineLimit(3).multilineTextAlignment(.center)
                .foregroundStyle(lesson.step != nil || lesson.headline == nil ? Color.primary
                                 : lesson.verdict == .solved ? Color.secondary : Color.red)
                .accessibilityAddTraits(.updatesFrequently)
                .padding(.horizontal)
        }
    }

    private var words: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(Array(lesson.steps.enumerated()), id: \.offset) { i, step in
                Text(verbatim: "\(i + 1). \(step)")
            }
            if let message = lesson.message {
                Text(verbatim: message).font(.headline)
                    .foregroundStyle(lesson.verdict == .solved ? Color.secondary : Color.red)
            }
            if let hint = lesson.hint {
                Label { Text(verbatim: hint) } icon: { Image(systemName: "lightbulb.fill") }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal)
    }

    private var buttons: some View {
        HStack(spacing: 12) {
            // Filled as the core says (`primary`: Next lesson once solved), the others bordered.
            ForEach(Array(lesson.actions.enumerated()), id: \.offset) { _, action in
                Button { store.send(action.event) } label: {
                    Label { Text(verbatim: action.label) } icon: { Image(systemName: Self.icon(action.event)) }
                }
                .modifier(CoreLook(action))
            }
            if let label = lesson.stepsLabel {
                Button { steps = true } label: { Label { Text(verbatim: label) } icon: { Image(systemName: "list.number") } }
                    .buttonStyle(.bordered)
            }
        }
        .frame(minHeight: 44)
    }

    /// A lesson button's picture, by what it does (the core gives its words and order).
    private static func icon(_ event: Event) -> String {
        switch event {
        case .nextLesson: "arrow.right"
        case .skipAnimation: "forward.end"
        case .retryLesson: "arrow.counterclockwise"
        default: "list.bullet"
        }
    }
}

/// A finished game's review: the board at the chosen move (the better move marked), the
/// grading's progress (pause, resume), the costliest moves and every move's grade.
struct ReviewScreen: View {
    let review: ReviewView
    @Environment(AppStore.self) private var store

    var body: some View {
        GeometryReader { proxy in
            ScrollView {
                VStack(spacing: 10) {
                    HStack {
                        Button { store.send(.backHome) } label: { Label(L("home"), systemImage: "house") }
                            .frame(minWidth: 44, minHeight: 44)
                        Spacer()
                        if review.running { ProgressView() }
                        Text(verbatim: review.status).font(.footnote).accessibilityAddTraits(.updatesFrequently)
                    }
                    .padding(.horizontal)
                    Text(verbatim: review.title).font(.title2)
                    Text(verbatim: review.board.status).font(.headline)
                    BoardView(game: review.board, width: proxy.size.width)
                    if let current = review.current { Text(verbatim: current).font(.headline).padding(.horizontal) }
                    controls
                    details
                }
                .padding(.vertical)
            }
        }
    }

    private var controls: some View {
        HStack(spacing: 12) {
            Button { store.send(.reviewBack) } label: { Label(L("review-back"), systemImage: "chevron.left") }
                .disabled(!review.canBack)
            Button { store.send(.reviewForward) } label: { Label(L("review-forward"), systemImage: "chevron.right") }
                .disabled(!review.canForward)
            if review.running {
                Button { store.send(.cancelReview) } label: { Label(L("review-pause"), systemImage: "pause") }
            }
            if review.canResume {
                Button { store.send(.requestReview) } label: { Label(L("review-resume"), systemImage: "play") }
            }
        }
        .buttonStyle(.borderedProminent)
        .frame(minHeight: 44)
    }

    private var details: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(review.summary, id: \.self) { Text(verbatim: $0).font(.footnote) }
            if !review.costliest.isEmpty {
                Text(L("review-costliest")).font(.headline)
                ForEach(review.costliest, id: \.self) { ply in
                    let m = review.moves[Int(ply)]
                    Button { store.send(.reviewGoTo(ply: ply)) } label: {
                        Text(verbatim: "\(m.label) · \(m.gradeText) · \(m.comment)")
                    }
                    .frame(minHeight: 44)
                }
            }
            Text(L("review-moves")).font(.headline)
            ForEach(review.moves, id: \.ply) { m in
                Button { store.send(.reviewGoTo(ply: m.ply)) } label: {
                    Text(verbatim: "\(m.label) · \(m.gradeText)")
                }
                .frame(minHeight: 44)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal)
    }
}

/// The core's recent finished games (on the statistics screen), newest first; a tap opens the
/// game's review (`ReviewGame`), which the app shows as the core's review screen.
struct RecentGamesSection: View {
    @Environment(AppStore.self) private var store
    let recent: RecentGamesView

    var body: some View {
        Section {
            if recent.games.isEmpty { Text(verbatim: recent.empty) }
            ForEach(recent.games, id: \.id) { game in
                Button { store.send(.reviewGame(id: game.id)) } label: {
                    HStack {
                        VStack(alignment: .leading, spacing: 4) {
                            Text(verbatim: game.title).font(.headline)
                            Text(verbatim: game.result).font(.subheadline)
                                .foregroundStyle(game.won == false ? Color.red : game.won == true ? Color.primary : Color.secondary)
                        }
                        Spacer()
                        Text(verbatim: recent.review).font(.subheadline)
                    }
                }
                .frame(minHeight: 44)
                .accessibilityLabel(Text(verbatim: game.accessibilityLabel))
            }
        } header: {
            Text(verbatim: recent.title)
        }
    }
}
