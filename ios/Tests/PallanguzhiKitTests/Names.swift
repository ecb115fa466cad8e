import PallanguzhiKit

// PallanguzhiFFI now also exports a `Settings` (the app core's); these tests mean the Kit's.
// Goes away with PallanguzhiKit when the shell is ported onto `AppCore`.
typealias Settings = PallanguzhiKit.Settings
