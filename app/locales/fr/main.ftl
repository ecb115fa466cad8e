# Every sentence and label the app core formats, in French. Same ids and variables as
# en/main.ftl (see its comments).

## Mots

seed-count = { $count ->
    [one] { $count } graine
   *[other] { $count } graines
}
side-south = Sud
side-north = Nord
side-seat = { $side } { $number }
two-names = { $first } et { $second }
seat-turn = Place { $number } du { $side } : { $who }
level-easy = Facile
level-medium = Moyen
level-hard = Difficile
level-expert = Expert
computer = Ordinateur ({ $level })
player = Joueur

## Le plateau, pour les lecteurs d'écran

hole-yours = Votre trou { $letter }
hole-of = Trou { $letter } de { $who }
hole-closed = { $hole }, fermé
hole-seeds = { $hole }, { $seeds }
hole-legal = { $hole }, { $seeds }, jouable
bowl-yours = Votre bol, { $seeds }
bowl-of = Bol de { $who }, { $seeds }
why-playable = Touchez deux fois pour semer
why-wait = Pas votre tour : à { $who } de jouer
why-other-side = Ce trou est de l'autre côté
why-closed = Ce trou est fermé pour cette manche
why-empty = Ce trou est vide
why-over = La partie est finie
why-sowing = Les graines sont en train d'être semées

## Les coups

sowed = { $who } a semé le trou { $letter }.
pasus = { $count ->
    [one] { $count } pasu.
   *[other] { $count } pasus.
}
took = { $who } prend { $seeds }.
extra-turn = { $who } rejoue.
endless = Relais sans fin arrêté.
round-over = Fin de la manche { $round } : { $south_name } { $south }, { $north_name } { $north }.
round-end-empty-row = { $who } n'a plus de graines.
round-end-no-capture = Trop longtemps sans prise.
move-limit = La limite de coups est atteinte.
new-round = Manche { $round }, { $who } commence.
round-title = Fin de la manche { $round }
swept = { $who } ramasse { $seeds } dans son bol.
refilled = { $who } remplit ses trous avec { $seeds } ; { $left } dans son bol.
seeds-left = { $count ->
    [one] { $count } graine reste
   *[other] { $count } graines restent
}
closed-holes = Fermés pour cette manche : { $letters }.
won = { $who } gagne la partie.
draw = Partie nulle.
# $south_name, $north_name (text: the players of each side), $south, $north (numbers: their bowls)
score = { $south_name } { $south } – { $north_name } { $north }
# The result card, from the player's side.
result-you-won = Vous avez gagné
result-you-lost = Vous avez perdu
# $mine, $theirs (numbers: the bowls), $them (text: the opponent's names)
result-score-won = Vous avez gagné { $mine }–{ $theirs } contre { $them }.
# $mine, $theirs (numbers: the bowls), $them (text: the opponent's names)
result-score-lost = Vous avez perdu { $mine }–{ $theirs } contre { $them }.
# $mine, $theirs (numbers: the bowls), $them (text: the opponent's names)
result-score-draw = Match nul { $mine }–{ $theirs } contre { $them }.
game-end-cannot-refill = Un camp ne peut plus remplir un seul trou pour la manche suivante.
game-end-round-limit = La limite de manches est atteinte ; le bol le plus rempli gagne.
game-end-row-empty = Une rangée est vide ; les graines restantes vont au propriétaire de leur rangée.
resigned = { $who } abandonne.
draw-agreed = Nulle d'un commun accord.
draw-offered = { $who } propose la nulle.
draw-declined = Nulle refusée ; la partie continue.
to-move = À { $who } de jouer.
thinking = { $who } réfléchit…
finding-hint = Recherche d'un bon coup…

## Indices

reason-wins = Ce coup gagne la partie.
reason-extra-turn = Ce coup vous fait rejouer.
reason-captures = Ce coup prend { $seeds }.
reason-pasu = { $count ->
    [one] Ce coup vous donne un pasu.
   *[other] Ce coup vous donne { $count } pasus.
}
reason-empties = Ce coup vide la rangée adverse.
reason-only-move = C'est le seul coup possible.
reason-best-position = Ce coup mène à la meilleure position.
hint = Indice : trou { $letter }. { $why }

## La ligne d'état pendant qu'un coup se joue

sows-from = { $who } sème depuis le trou { $letter }.
sowing = { $who } sème, { $seeds } en main.
relays = { $who } prend { $seeds } du trou { $letter } et continue.
pasu-in = Pasu au trou { $letter } : { $who } prend { $seeds }.
nothing-taken = Le trou { $letter } est vide : rien à prendre.

## Fichiers

save-refused = La partie enregistrée est illisible ; elle a été mise de côté.
write-failed = La partie n'a pas pu être enregistrée.

## En ligne

bad-server = L’adresse du serveur doit commencer par http:// ou https://.
abandoned = { $who } est resté absent trop longtemps : la victoire a été réclamée.
away-draw = Un joueur est resté absent trop longtemps : la nulle a été réclamée.
need-account = Choisissez d’abord un nom pour jouer en ligne.
join-after-sign-up = Choisissez un nom pour jouer en ligne ; vous rejoindrez ensuite le plateau { $code }.
draw-offer-sent = Vous avez proposé la nulle ; en attente de la réponse de l’adversaire.
bad-code = Ce n’est pas un code de plateau : six lettres et chiffres, comme QRTW34.
not-connected = Pas de connexion au serveur : réessayez une fois reconnecté.
online-wait = Attendez votre tour.
server-refused = Le serveur a refusé : { $why }
conn-idle = Non connecté.
conn-busy = Demande au serveur…
conn-connecting = Connexion…
conn-waiting-for-guest = En attente de l’adversaire : partagez le code.
conn-playing = Connecté.
conn-opponent-away = Votre adversaire est absent.
conn-reconnecting = Connexion perdue ; reconnexion (essai { $attempt })…
conn-finished = La partie est finie.
conn-failed = Impossible de joindre le serveur. Réessayez.
conn-suspended = En pause.
net-unreachable = Le serveur ne répond pas. Vérifiez le réseau et l’adresse du serveur.
net-unknown-room = Aucun plateau n’a ce code.
net-room-full = Ce plateau a déjà deux joueurs.
net-unauthorized = Le serveur ne connaît pas le compte de cet appareil. Vérifiez l’adresse du serveur.
net-protocol = Le serveur a répondu quelque chose d’inattendu.
rating-change = Cote { $delta }
share = Joue au pallanguzhi avec moi : plateau { $code }, { $link }
you-play-first = Vous jouez { $side } (vous commencez).
you-play = Vous jouez { $side }.

## Refus : une demande sans objet maintenant (un avis ; rien n'a changé)

refused-no-game = Il n'y a pas de partie.
refused-nothing-to-continue = Il n'y a pas de partie à reprendre.
refused-unknown-language = Langue inconnue « { $language } ».
refused-no-rematch = Une revanche suppose une partie terminée.
refused-too-many-seats = { $side } a { $seats } places ; deux au plus.
refused-no-seat = Personne ne joue le { $side } : chaque camp doit avoir un joueur.
refused-no-person = Seul l’ordinateur est à cette table : une partie demande une personne.
refused-no-hint = Pas d'indice maintenant.
refused-nothing-to-undo = Rien à annuler.
refused-nothing-to-redo = Rien à rejouer.
refused-no-resign = Il n'y a pas de partie à abandonner.
refused-no-draw-now = La nulle se propose à plusieurs sur un appareil, entre deux coups.
refused-no-draw-offered = Aucune nulle n'a été proposée.
refused-no-online-game = Il n'y a pas de partie en ligne.
refused-nothing-to-retry = Il n'y a pas de partie en ligne à reconnecter.

## Rule sets: each one's name, and its rules as paragraphs (one a line)

preset-pallanguzhi = Pallanguzhi
preset-pallankuzhi = Pallankuzhi
preset-pallankuli = Pallankuli
preset-pasu-pondi = Pasu Pondi
preset-kalah = Kalah
summary-pallanguzhi = Par défaut : 5 graines par trou ; le pasu va au propriétaire du trou.
summary-pallankuzhi = 6 graines par trou ; le pasu va au semeur.
summary-pallankuli = 6 graines par trou ; la manche finit dès qu’une rangée est vide.
summary-pasu-pondi = 5 graines par trou, semées dans le sens des aiguilles d’une montre.
summary-kalah = 6 trous de 4 graines et deux magasins ; dernière graine dans votre magasin : vous rejouez.
rules-pallanguzhi =
    Pallanguzhi (par défaut). Deux rangées de sept trous, 5 graines par trou (70). Sud sème en premier.
    Un tour : prenez toutes les graines d’un de vos trous ouverts et semez-les une à une, dans le sens inverse des aiguilles d’une montre, dans les trous ouverts suivants.
    Pasu : quand une graine porte un trou à exactement 4, ces 4 graines vont au bol du propriétaire du trou.
    Relais : quand la dernière graine tombe, regardez le trou suivant. S’il contient des graines, prenez-les et continuez. S’il est vide, le tour s’arrête et vous prenez le trou d’après.
    Fin de manche : quand le camp qui joue n’a plus de graines (ou après 60 coups sans prise), chaque graine restante va au bol de sa rangée. Chaque camp remplit ses trous, 5 par trou, depuis son bol ; les trous non remplis restent fermés pour la manche. Le camp à court commence. Un camp qui ne peut remplir aucun trou perd.
    Après 12 manches ou 1000 coups, le bol le plus plein gagne.
rules-pallankuzhi =
    Pallankuzhi. Comme Pallanguzhi, mais 6 graines par trou (84) et un remplissage de 6 par trou (un camp qui en a moins de 6 perd). Le pasu va au semeur, et le camp qui commence la manche suivante alterne.
rules-pallankuli =
    Pallankuli. Comme Pallankuzhi, mais le pasu va au propriétaire du trou, et la manche finit après tout coup qui vide l’une des rangées (si les deux sont vides, le camp qui vient de jouer est à court). Le camp qui commence la manche suivante alterne.
rules-pasu-pondi =
    Pasu Pondi. Comme Pallanguzhi (5 graines, pasu au propriétaire), mais on sème dans le sens des aiguilles d’une montre, et la manche finit après tout coup qui vide l’une des rangées. Le camp à court commence la manche suivante.
rules-kalah =
    Kalah (6 trous, 4 graines). Semez dans le sens inverse des aiguilles d’une montre, une graine par case, dans votre magasin mais jamais dans celui de l’adversaire. Dernière graine dans votre magasin : vous rejouez. Dernière graine dans un de vos trous vide : elle et les graines du trou opposé vont à votre magasin. Quand une rangée est vide, la partie finit, chaque graine restante va au propriétaire de sa rangée, et le plus de graines gagne.

## Statistics

stats-title = { $rules } contre { $opponent }
opponent-person = Une personne

## Online: leaderboard, draw offer, leaving

my-rank = Votre rang : { $rank } ({ $rating } points)
my-rank-provisional = Pas encore classé : votre cote de { $rating } points est provisoire. Jouez d’autres parties classées pour entrer au classement.
my-rank-unlisted = Pas encore au classement : votre cote est de { $rating } points. Jouez des parties classées contre d’autres joueurs confirmés.
no-rank = Vous n’avez pas encore de rang dans ces règles.
no-ranked-players = Aucun joueur classé pour l’instant.
leave-online-question = Quitter cette partie ?
leave-online-warning = La partie continue sans vous : votre adversaire peut réclamer la victoire.
label-leave = Quitter
label-stay = Rester

## La pendule, regarder une partie, supprimer le compte (issue 26)

lost-on-time = { $who } a dépassé son temps : la partie est perdue au temps.
clock-days = { $days } j { $hours } h
clock-seconds = { $n } s
clock-minutes = { $n } min
clock-day-count = { $n ->
    [one] { $n } jour
   *[other] { $n } jours
}
clock-choice = { $time } par coup
clock-none = Sans pendule (partie amicale, non classée)
watchers = { $count ->
    [one] { $count } personne regarde
   *[other] { $count } personnes regardent
}
delete-account-confirm = Supprimer le compte en ligne { $name } ? Le nom redevient libre, cet appareil oublie le compte, et vos parties terminées restent, au nom de « deleted player ».
account-deleted = Le compte en ligne a été supprimé.

## Watching a game from the apps (issue 26)

bad-watch-link = Ce n’est pas un lien pour regarder : il ressemble à https://play.pallanguzhi.app/watch/42, ou un numéro de partie comme 42.
watch-while-playing = Terminez ou quittez votre partie en ligne avant d’en regarder une autre.
# $id (number)
watch-after-sign-up = Choisissez un nom pour jouer en ligne ; vous regarderez ensuite la partie { $id }.
watch-only = Vous regardez : seuls les joueurs jouent.
watch-title = Partie en spectateur
# $south, $north (text)
watch-players = { $south } (Sud) contre { $north } (Nord)
watch-waiting = En attente du second joueur.
watch-leave = Arrêter de regarder
watch-prompt = Regarder une partie : son lien ou son numéro
watch-open = Regarder

## L'invitation qu'ouvre un lien de partage (issue 34)

# $host (a player's name)
invite-title = { $host } vous invite à jouer
invite-loading = Ouverture de l’invitation…
# $rules (text: a preset-* message)
invite-rules = Règles : { $rules }
invite-no-clock = Sans pendule : prenez votre temps
invite-rated = Classée : le résultat compte pour le classement des deux joueurs
invite-unrated = Amicale : non classée
invite-side-first = Vous jouez Sud et commencez.
# $host (a player's name)
invite-side-second = Vous jouez Nord ; { $host } commence.
# $host (a player's name)
invite-join = Rejoindre la partie de { $host }
invite-name-needed = Saisissez d’abord votre nom.
invite-full = Cette partie a déjà commencé : les deux places sont prises.
invite-finished = Cette partie est terminée.
invite-unknown = Cette invitation n’est plus valable : la salle a été fermée ou a expiré, ou le lien est erroné.
invite-failed = Impossible d’ouvrir l’invitation.

## L’écran du compte (un compte sur chaque appareil) et les joueurs d’une partie

account-title = Votre compte en ligne
account-playing-as = Vous jouez sous le nom { $name }
account-devices = Appareils connectés
account-loading = Demande des appareils au serveur…
account-platform-android = Téléphone ou tablette Android
account-platform-ios = iPhone ou iPad
account-platform-web = Navigateur
account-platform-cli = Ligne de commande
account-platform-other = Autre appareil
account-this-device = { $name } (cet appareil)
account-dates = Ajouté le { $added } · vu le { $seen }
account-remove = Retirer
account-remove-question = Déconnecter { $name } ?
account-remove-warning = Cet appareil oublie le compte. Il pourra être relié de nouveau avec un nouveau code.
account-device-gone = Cet appareil était déjà déconnecté.
account-link = Relier un autre appareil
account-link-code-text = Sur l’autre appareil, scannez le code carré avec l’appareil photo ou ouvrez le lien ; ou choisissez « J’ai déjà un compte » et saisissez ce code. Il sert une fois, pendant { $minutes } minutes.
account-qr-label = Code QR du lien de connexion : ouvrez-le avec l’appareil photo de l’autre appareil
account-recovery = Code de secours
account-recovery-text = Notez ce code et gardez-le en lieu sûr : il connecte un nouvel appareil si vous perdez celui-ci. Il n’est montré que maintenant, et un nouveau code le remplace.
account-delete = Supprimer mon compte
account-privacy = Confidentialité : ce que garde le serveur
account-delete-page = Supprimer un compte sans l'application
account-blocked = Joueurs bloqués
account-sign-in-title = J’ai déjà un compte
account-sign-in-label = Code de liaison ou code de secours
account-sign-in-hint = Sur un appareil connecté, ouvrez le compte et choisissez « Relier un autre appareil », ou saisissez votre code de secours.
account-sign-in = Se connecter
account-signed-in = Cet appareil est connecté au compte { $name }.
account-signed-already = Cet appareil a déjà un compte.
account-code-bad = Un code de liaison a 10 lettres et chiffres ; un code de secours en a 20.
account-code-wrong = Ce code est faux, déjà utilisé ou expiré. Demandez-en un nouveau à l’autre appareil.
account-too-many = Trop d’essais. Attendez une minute, puis réessayez.
account-report-name = Signaler : nom offensant
account-report-cheating = Signaler : triche
account-report-behaviour = Signaler : obstruction ou harcèlement
account-report-other = Signaler : autre chose
account-reported = Signalé. Merci : l’opérateur lit chaque signalement.
account-block = Bloquer { $name }
account-unblock = Débloquer { $name }
account-block-question = Bloquer { $name } ?
account-block-warning = { $name } ne pourra plus rejoindre vos plateaux ni vous faire d’offres. Vous pouvez le débloquer dans votre compte.
account-block-confirm = Bloquer
account-blocked-note = Bloqué
rematch-waiting = Revanche proposée à { $who } ; en attente de la réponse.
rematch-offered = { $who } propose une revanche.
rematch-declined = Pas de revanche : elle a été refusée, ou un joueur est parti.
