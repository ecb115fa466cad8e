import PallanguzhiFFI
import PallanguzhiKit
import SwiftUI

@main
struct PallanguzhiApp: App {
    @State private var model: AppModel = PallanguzhiApp.makeModel()
    @Environment(\.scenePhase) private var scenePhase

    @MainActor
    static func makeModel() -> AppModel {
        let saves = (try? SaveStore.applicationSupport())
            ?? SaveStore(directory: FileManager.default.temporaryDirectory.appendingPathComponent("Pallanguzhi"))
        let model = AppModel(saveStore: saves, settingsStore: UserDefaults.standard, backend: SessionComputer())
        model.launch()
        return model
    }

    var body: some Scene {
        WindowGroup {
            HomeView()
                .environment(model)
                .environment(\.locale, model.settings.language.locale)
        }
        .onChange(of: scenePhase) { _, phase in
            // Any change away from .active cancels the search; .background also saves
            // (the store saves after every move too, so a kill loses nothing).
            model.scenePhaseChanged(active: phase == .active)
        }
    }
}

extension Language {
    var locale: Locale {
        switch resolved() {
        case .fr: return Locale(identifier: "fr")
        case .ta: return Locale(identifier: "ta")
        default: return Locale(identifier: "en")
        }
    }
}
