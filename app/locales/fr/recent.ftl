# Les parties terminées récentes, sur l'écran des statistiques, à analyser (app/src/recent.rs).

recent-title = Parties récentes
recent-empty = Vos parties terminées seront listées ici, pour les analyser.
recent-review = Analyser
recent-game = { $rules } : { $south } contre { $north }
recent-game-online = { $rules } en ligne : { $south } contre { $north }
recent-you-won = Vous avez gagné en { $moves ->
        [one] un coup.
       *[other] { $moves } coups.
    }
recent-you-lost = Vous avez perdu en { $moves ->
        [one] un coup.
       *[other] { $moves } coups.
    }
recent-won = { $who } a gagné en { $moves ->
        [one] un coup.
       *[other] { $moves } coups.
    }
recent-drawn = Partie nulle en { $moves ->
        [one] un coup.
       *[other] { $moves } coups.
    }
recent-item = { $title }. { $result } Analyser cette partie.
