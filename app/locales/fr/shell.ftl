# Les libellés propres aux téléphones (Android, iOS) ; les communs sont dans web.ftl.

## The game, the home screen and the settings
ui-continue-game = Continuer
ui-your-side-sows-first = Votre côté (Sud commence)
ui-opponent = Adversaire
ui-opponent-person = Une personne
ui-seats-per-side = Joueurs par côté
ui-thinking = L’ordinateur réfléchit…
ui-stats-line = Parties { $games } · gagnées { $wins } · perdues { $losses } · nulles { $draws } · série { $streak } (record { $best })
ui-haptics = Vibrer lors des prises
ui-bowls-line = Bols : Sud { $south } · Nord { $north }
ui-tagline-phone = Le jeu tamoul de semailles en relais
ui-language-os = Système
# This language, in its own words (the same in every language's list of languages).
ui-language-name = Français
ui-accept-draw = Accepter la nulle
ui-decline-draw = Continuer
ui-move-round = Coup { $move } · manche { $round }
ui-more-actions = Plus

## Online play
ui-online-signed-in = Vous jouez sous le nom { $name }
ui-new-board = Nouveau plateau
ui-online-create-button = Créer le plateau
ui-online-join = Rejoindre un plateau
ui-online-code = Code du plateau
ui-online-server = Serveur
ui-online-server-url = Adresse du serveur
ui-online-server-default = Par défaut : { $address }
ui-online-server-save = Enregistrer l’adresse
ui-online-server-reset = Adresse par défaut
ui-online-share = Partager le code
ui-online-leave = Quitter
ui-online-away = { $name } est absent
ui-online-present = { $name } est connecté
ui-online-you = { $name } (vous)
ui-online-player = Joueur
ui-online-stats = En ligne
ui-offline-stats = Sur cet appareil
ui-online-stats-line = Parties { $games } · gagnées { $wins } · perdues { $losses } · nulles { $draws } · points { $rating }
ui-online-provisional = provisoire
ui-online-refresh = Actualiser
ui-online-delete = Supprimer
ui-online-cancel = Annuler

## iOS only so far (Android would use the same ids for the same labels)
ui-computer = Ordinateur
ui-names = Noms
ui-next-round = Manche suivante
ui-south-player = Joueur sud
ui-north-player = Joueur nord
ui-south-player-n = Joueur sud { $number }
ui-north-player-n = Joueur nord { $number }
ui-notice = Information
ui-people-per-side = Personnes par camp : { $count }
ui-reduce-motion = Avec « Réduire les animations » dans les réglages du système, les semis sont toujours instantanés.
ui-see-board = Voir le plateau
ui-games-line = Parties { $games } : { $wins } gagnées, { $losses } perdues, { $draws } nulles
ui-streak-line = Série { $streak }, meilleure { $best }
ui-games-count = { $count ->
    [one] { $count } partie
   *[other] { $count } parties
}
ui-you = (vous)
ui-account = Compte
ui-away = Absent
ui-back-to-lobby = Retour au salon
ui-back-to-game = Retour à la partie
ui-best-players = Meilleurs joueurs
ui-my-rank = Mon rang
ui-no-online-games = Aucune partie en ligne pour l’instant.
ui-rating-line = Classement { $rating }
ui-name-shown = Votre nom est montré à vos adversaires et dans le classement.
ui-seat-computer-level = Ordinateur ({ $level })
