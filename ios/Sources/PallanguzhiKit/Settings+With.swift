import PallanguzhiFFI

extension Settings {
    /// A copy with some fields changed (UniFFI records are immutable), for `.settingsChanged`.
    public func with(
        speed: Speed? = nil, haptics: Bool? = nil, colourSafe: Bool? = nil, language: String? = nil,
        playerName: String? = nil, southNames: [String]? = nil, northNames: [String]? = nil,
        tableSouth: [TableSeat]? = nil, tableNorth: [TableSeat]? = nil,
        sound: Bool? = nil, volume: UInt8? = nil
    ) -> Settings {
        Settings(
            speed: speed ?? self.speed, haptics: haptics ?? self.haptics, colourSafe: colourSafe ?? self.colourSafe,
            language: language ?? self.language, playerName: playerName ?? self.playerName,
            southNames: southNames ?? self.southNames, northNames: northNames ?? self.northNames,
            tableSouth: tableSouth ?? self.tableSouth, tableNorth: tableNorth ?? self.tableNorth,
            sound: sound ?? self.sound, volume: volume ?? self.volume)
    }
}
