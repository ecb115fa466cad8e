# Leçons (core/src/lesson) : un court exercice par règle. Chaque leçon a un
# titre, un objectif, pourquoi le bon coup marche (-right) et pourquoi un
# mauvais coup échoue (-wrong). Les étapes racontent un coup événement par
# événement ; $hole, $holes, $empty et $opposite sont des lettres de trou,
# $side vaut south, north (ou draw).

lesson-learn-to-play = Apprendre à jouer
lesson-hint = Indice : essayez le trou { $hole }.
lesson-success = Bien joué : c'est le bon coup.
lesson-miss = Pas celui-ci. Regardez ce qu'il a fait, puis réessayez.

## Étapes d'un coup

lesson-step-lift = Vous prenez { $seeds ->
        [one] la graine
       *[other] les { $seeds } graines
    } de { $hole } et les semez une à une dans { $holes }.
lesson-step-lift-store = Vous prenez { $seeds ->
        [one] la graine
       *[other] les { $seeds } graines
    } de { $hole } et les semez une à une, votre magasin compris (jamais celui de l'adversaire) : { $holes }.
lesson-step-relay = Le trou suivant, { $hole }, contient { $seeds ->
        [one] une graine
       *[other] { $seeds } graines
    } : le relais { $seeds ->
        [one] la prend
       *[other] les prend
    } et continue de semer dans { $holes }.
lesson-step-pasu = { $hole } atteint { $seeds } : un pasu ! Les { $seeds } graines vont au bol { $side ->
        [south] du Sud
       *[north] du Nord
    }.
lesson-step-capture = Le trou suivant, { $empty }, est vide : le tour s'arrête et { $side ->
        [south] le Sud prend
       *[north] le Nord prend
    } le trou d'après, { $hole } : { $seeds ->
        [one] une graine
       *[other] { $seeds } graines
    }.
lesson-step-capture-nothing = Le trou suivant, { $empty }, est vide : le tour s'arrête. Le trou d'après, { $hole }, est vide aussi : rien n'est pris.
lesson-step-opposite = La dernière graine tombe dans { $hole }, un de vos trous vide : elle et les graines du trou opposé, { $opposite }, vont à votre magasin : { $seeds } graines.
lesson-step-opposite-empty = La dernière graine tombe dans { $hole }, un de vos trous vide, mais le trou opposé, { $opposite }, est vide : seule la dernière graine va à votre magasin.
lesson-step-extra-turn = La dernière graine est tombée dans votre magasin : vous rejouez.
lesson-step-endless = Le relais est revenu à un plateau déjà vu ; il tournerait sans fin, donc le tour s'arrête avant { $hole }.
lesson-step-round-end = { $side ->
        [south] Le Sud n'a
       *[north] Le Nord n'a
    } plus de graine à semer : la manche est finie. Chaque graine restée sur le plateau va au propriétaire de sa rangée : Sud { $south }, Nord { $north }.
lesson-step-round-end-no-capture = Soixante coups de suite sans prise : la manche est finie. Chaque graine du plateau va au propriétaire de sa rangée : Sud { $south }, Nord { $north }.
lesson-step-row-empty = Une rangée est vide : la partie s'arrête aussitôt. Les graines restantes vont au propriétaire de leur rangée : Sud { $south }, Nord { $north }.
lesson-step-refill = Manche { $round } : chaque camp remplit ses trous depuis son bol, en partant de sa gauche. { $side ->
        [south] Le Sud
       *[north] Le Nord
    } sème en premier.
lesson-step-refill-closed = Manche { $round } : chaque camp remplit ses trous depuis son bol, en partant de sa gauche ; les trous qu'il ne peut pas remplir sont fermés : { $holes }. { $side ->
        [south] Le Sud
       *[north] Le Nord
    } sème en premier.
lesson-step-game-end = { $side ->
        [south] Le Sud gagne la partie.
        [north] Le Nord gagne la partie.
       *[draw] Partie nulle.
    }

## Pallanguzhi

lesson-pallanguzhi-sowing-title = Le semis fait le tour du plateau
lesson-pallanguzhi-sowing-goal = Faites tomber votre dernière graine semée dans le trou B du Nord.
lesson-pallanguzhi-sowing-right = f contient 3 graines. Elles vont une à une en g, puis, au bout de la rangée, en A chez le Nord, puis en B. On sème toujours dans le sens antihoraire : le long de votre rangée vers votre droite, puis le long de celle du Nord.
lesson-pallanguzhi-sowing-wrong = Comptez les graines : chacune tombe dans le trou suivant, dans le sens antihoraire. La dernière graine de ce trou n'atteint pas B.

lesson-pallanguzhi-relay-title = Le relais
lesson-pallanguzhi-relay-goal = Faites en sorte que le relais prenne le trou D du Nord.
lesson-pallanguzhi-relay-right = e sème f et g. Le trou suivant, A, contient des graines : vous les prenez et continuez de semer, en B et C. Le trou suivant, D, en contient aussi : le relais prend D. Votre tour continue tant que le trou qui suit votre dernière graine contient des graines.
lesson-pallanguzhi-relay-wrong = Après votre dernière graine, regardez le trou suivant : s'il contient des graines, vous les prenez et continuez ; s'il est vide, votre tour s'arrête. Le relais de ce coup n'atteint jamais D.

lesson-pallanguzhi-capture-title = La prise après le trou vide
lesson-pallanguzhi-capture-goal = Prenez au moins 8 graines.
lesson-pallanguzhi-capture-right = f sème sa graine en g. Le trou suivant, A, est vide : le tour s'arrête et vous prenez le trou d'après, B, avec ses 8 graines, bien que B soit au Nord.
lesson-pallanguzhi-capture-wrong = Le tour s'est bien arrêté sur un trou vide, mais le trou d'après contenait peu de graines, ou aucune.

lesson-pallanguzhi-pasu-title = Le pasu
lesson-pallanguzhi-pasu-goal = Faites un pasu pour vous.
lesson-pallanguzhi-pasu-right = a sème b et c, et c atteint exactement 4 : un pasu. Un pasu va aussitôt au bol du propriétaire du trou, et c est à vous.
lesson-pallanguzhi-pasu-wrong = Aucun de vos trous n'a atteint exactement 4. Un pasu se fait chaque fois qu'une graine semée porte un trou à 4, et il va au propriétaire du trou.

lesson-pallanguzhi-pasu-to-them-title = Un pasu pour l'adversaire
lesson-pallanguzhi-pasu-to-them-goal = Le Nord a deux trous de 3 graines. Trouvez le coup qui ne donne aucun pasu au Nord.
lesson-pallanguzhi-pasu-to-them-right = d sème e et f. Le trou suivant, g, est vide : vous prenez A et ses 3 graines avant qu'une de vos graines ne le porte à 4.
lesson-pallanguzhi-pasu-to-them-wrong = Une de vos graines a porté un trou du Nord à 4 : le pasu est allé au Nord, propriétaire du trou, et non à vous qui semiez.

lesson-pallanguzhi-round-end-title = La fin d'une manche
lesson-pallanguzhi-round-end-goal = Finissez la manche : laissez le Nord sans graine à semer.
lesson-pallanguzhi-round-end-right = f sème g. A est vide : vous prenez B, les dernières graines du Nord. Le Nord n'a plus rien à semer et la manche s'arrête : chaque graine du plateau va au propriétaire de sa rangée, donc les 8 graines de votre rangée vont dans votre bol.
lesson-pallanguzhi-round-end-wrong = Le Nord a encore des graines à semer : la manche continue.

lesson-pallanguzhi-refill-title = Remplir depuis le bol
lesson-pallanguzhi-refill-goal = Finissez la manche de sorte que le Nord doive laisser un trou fermé à la manche suivante.
lesson-pallanguzhi-refill-right = Vous prenez les 3 graines de B et la rangée du Nord est vide. Pour la manche suivante, chaque camp remplit ses trous depuis son bol, 5 par trou, en partant de sa gauche. Le Nord a 32 graines : six trous, et 2 graines restent dans le bol. Son trou G reste fermé pendant toute la manche.
lesson-pallanguzhi-refill-wrong = Le Nord a encore des graines dans sa rangée : la manche continue et personne ne remplit encore.

lesson-pallanguzhi-closed-title = Les trous fermés
lesson-pallanguzhi-closed-goal = Prenez les 6 graines du trou C du Nord.
lesson-pallanguzhi-closed-right = Les trous g, F et G sont fermés pour cette manche : le semis, le relais et la prise les sautent. e sème f puis, en sautant g, A. Le trou ouvert suivant, B, est vide : vous prenez C, 6 graines.
lesson-pallanguzhi-closed-wrong = Ne comptez que les trous ouverts : un trou fermé est sauté comme s'il n'existait pas.

lesson-pallanguzhi-next-starter-title = Qui commence la manche suivante
lesson-pallanguzhi-next-starter-goal = Finissez la manche. Le Nord, à court de graines, commencera la suivante.
lesson-pallanguzhi-next-starter-right = g pose sa graine en A, qui atteint 4 : un pasu pour le Nord, propriétaire de A. La rangée du Nord est vide et la manche s'arrête. Le camp à court de graines, le Nord, sème le premier à la manche suivante.
lesson-pallanguzhi-next-starter-wrong = Le Nord a encore des graines : la manche continue.

lesson-pallanguzhi-cannot-refill-title = Perdre faute de pouvoir remplir un trou
lesson-pallanguzhi-cannot-refill-goal = Gagnez la partie maintenant.
lesson-pallanguzhi-cannot-refill-right = Vous prenez B, les 2 dernières graines du Nord, et la manche s'arrête. Le bol du Nord contient 3 graines, moins que les 5 d'un trou : le Nord ne peut remplir aucun trou, il perd la partie.
lesson-pallanguzhi-cannot-refill-wrong = Le Nord garde des graines dans sa rangée : la partie continue.

lesson-pallanguzhi-sixty-title = La règle des 60 coups
lesson-pallanguzhi-sixty-goal = 59 coups de suite n'ont rien pris. Finissez la manche maintenant, tant que votre rangée est pleine.
lesson-pallanguzhi-sixty-right = d sème e, f et g. A est vide, B aussi : rien n'est pris. Cela fait 60 coups de suite sans prise : la manche s'arrête et chaque graine va au propriétaire de sa rangée. Le Nord, qui devait jouer, compte comme le camp à court de graines et commence la manche suivante.
lesson-pallanguzhi-sixty-wrong = Ce coup a pris des graines : le compte repart de zéro et la manche continue.

## Pallankuzhi

lesson-pallankuzhi-pasu-to-sower-title = Pallankuzhi : le pasu va au semeur
lesson-pallankuzhi-pasu-to-sower-goal = Prenez un pasu dans la rangée du Nord.
lesson-pallankuzhi-pasu-to-sower-right = g pose sa graine en A, chez le Nord, qui atteint 4. Au Pallankuzhi, le pasu va au semeur : il est à vous. B est vide, vous prenez aussi C.
lesson-pallankuzhi-pasu-to-sower-wrong = Aucun trou n'a atteint 4. Au Pallankuzhi, tout trou que vous portez à 4, le vôtre ou celui du Nord, vous rapporte.

lesson-pallankuzhi-six-a-hole-title = Pallankuzhi : six graines par trou
lesson-pallankuzhi-six-a-hole-goal = Gagnez la partie maintenant.
lesson-pallankuzhi-six-a-hole-right = Vous prenez B et la rangée du Nord est vide. Il reste 5 graines au Nord : au Pallanguzhi, elles rempliraient un trou, mais le Pallankuzhi en met 6 par trou : le Nord ne peut en remplir aucun et perd.
lesson-pallankuzhi-six-a-hole-wrong = Le Nord garde des graines dans sa rangée : la partie continue.

lesson-pallankuzhi-next-starter-title = Pallankuzhi : le premier coup alterne
lesson-pallankuzhi-next-starter-goal = Finissez la manche. Le Nord a commencé celle-ci, vous commencerez la suivante.
lesson-pallankuzhi-next-starter-right = g porte A à 4 : le pasu est à vous, le semeur, et la rangée du Nord est vide. Le Nord a commencé cette manche, vous commencez la suivante : au Pallankuzhi, le premier coup des manches alterne, quel que soit le camp à court de graines.
lesson-pallankuzhi-next-starter-wrong = Le Nord a encore des graines : la manche continue.

## Pallankuli

lesson-pallankuli-any-row-title = Pallankuli : une rangée vide, quelle qu'elle soit, finit la manche
lesson-pallankuli-any-row-goal = Finissez la manche en vidant votre propre rangée.
lesson-pallankuli-any-row-right = f porte g à 4 : un pasu pour vous, et votre rangée est vide. A est vide, vous prenez aussi B. Au Pallankuli, une manche s'arrête après tout coup qui laisse une rangée vide, la vôtre comprise.
lesson-pallankuli-any-row-wrong = Les deux rangées ont encore des graines : la manche continue.

lesson-pallankuli-six-a-hole-title = Pallankuli : six graines par trou
lesson-pallankuli-six-a-hole-goal = Gagnez la partie maintenant.
lesson-pallankuli-six-a-hole-right = Vous prenez B et la rangée du Nord est vide. Il reste 5 graines au Nord : au Pallanguzhi, elles rempliraient un trou, mais le Pallankuli en met 6 par trou : le Nord ne peut en remplir aucun et perd.
lesson-pallankuli-six-a-hole-wrong = Le Nord garde des graines dans sa rangée : la partie continue.

lesson-pallankuli-next-starter-title = Pallankuli : le premier coup alterne
lesson-pallankuli-next-starter-goal = Finissez la manche. Le Nord a commencé celle-ci, vous commencerez la suivante.
lesson-pallankuli-next-starter-right = g porte A à 4 : un pasu pour le Nord, propriétaire de A, et la rangée du Nord est vide : la manche s'arrête. Le Nord a commencé cette manche, vous commencez la suivante : au Pallankuli, le premier coup des manches alterne, quel que soit le camp à court de graines.
lesson-pallankuli-next-starter-wrong = Les deux rangées ont encore des graines : la manche continue.

## Pasu Pondi

lesson-pasu-pondi-clockwise-title = Pasu Pondi : semer dans le sens horaire
lesson-pasu-pondi-clockwise-goal = Faites tomber votre dernière graine semée dans le trou G du Nord.
lesson-pasu-pondi-clockwise-right = Au Pasu Pondi, on sème dans le sens horaire : de c vers b et a, puis, au bout de la rangée, en G chez le Nord.
lesson-pasu-pondi-clockwise-wrong = Semez vers votre gauche : vers a, puis dans G, F et la suite chez le Nord. La dernière graine de ce trou ne tombe pas en G.

lesson-pasu-pondi-relay-title = Pasu Pondi : le relais, dans le sens horaire
lesson-pasu-pondi-relay-goal = Faites en sorte que le relais prenne le trou D du Nord.
lesson-pasu-pondi-relay-right = c sème b et a. Le trou suivant dans le sens horaire, G chez le Nord, contient des graines : vous les prenez et continuez de semer, en F et E. Le trou suivant, D, en contient aussi : le relais prend D.
lesson-pasu-pondi-relay-wrong = Après votre dernière graine, regardez le trou suivant dans le sens horaire : s'il contient des graines, vous les prenez et continuez ; s'il est vide, votre tour s'arrête. Le relais de ce coup n'atteint jamais D.

lesson-pasu-pondi-capture-title = Pasu Pondi : la prise après le trou vide
lesson-pasu-pondi-capture-goal = Prenez au moins 8 graines.
lesson-pasu-pondi-capture-right = b sème sa graine en a. Le trou suivant dans le sens horaire, G chez le Nord, est vide : le tour s'arrête et vous prenez le trou d'après, F, avec ses 8 graines.
lesson-pasu-pondi-capture-wrong = Le tour s'est bien arrêté sur un trou vide, mais le trou d'après, dans le sens horaire, contenait peu de graines, ou aucune.

lesson-pasu-pondi-next-starter-title = Pasu Pondi : qui commence la manche suivante
lesson-pasu-pondi-next-starter-goal = Finissez la manche de sorte que vous commenciez la suivante.
lesson-pasu-pondi-next-starter-right = La graine de b porte a à 4 : un pasu pour vous, et votre rangée est vide. Une manche s'arrête après tout coup qui vide une rangée, et le camp à court de graines, vous, commence la suivante.
lesson-pasu-pondi-next-starter-wrong = Votre rangée et celle du Nord ont encore des graines : la manche continue.

## Kalah

lesson-kalah-extra-turn-title = Kalah : rejouer
lesson-kalah-extra-turn-goal = Trouvez le coup qui vous fait rejouer.
lesson-kalah-extra-turn-right = c contient 4 graines : elles vont en d, e, f puis dans votre magasin. La dernière graine est entrée au magasin : vous rejouez.
lesson-kalah-extra-turn-wrong = Comptez les 4 graines : la dernière ne tombe pas dans votre magasin, le Nord joue ensuite.

lesson-kalah-store-title = Kalah : votre magasin, jamais celui du Nord
lesson-kalah-store-goal = Faites tomber votre dernière graine semée dans votre trou b.
lesson-kalah-store-right = f contient 9 graines : une dans votre magasin, six dans les trous A à F du Nord, aucune dans le magasin du Nord, puis a et b. b était vide : vous prenez aussi le trou opposé.
lesson-kalah-store-wrong = Comptez chaque graine : votre magasin en reçoit une, celui du Nord est sauté.

lesson-kalah-capture-title = Kalah : la prise du trou opposé
lesson-kalah-capture-goal = Prenez au moins 2 graines.
lesson-kalah-capture-right = La graine de a tombe en b, un de vos trous vide. Elle et les 6 graines de E, le trou opposé, vont à votre magasin : 7 graines.
lesson-kalah-capture-wrong = La dernière graine est tombée dans un de vos trous vide, mais le trou opposé était vide : seule la dernière graine va à votre magasin.

lesson-kalah-game-end-title = Kalah : la fin de la partie
lesson-kalah-game-end-goal = Gagnez la partie maintenant.
lesson-kalah-game-end-right = La dernière graine de a tombe en d, qui était vide : vous la prenez avec les 5 de C, les dernières graines du Nord. La rangée du Nord est vide : la partie s'arrête aussitôt, et les graines de votre rangée vont à votre magasin : 28 contre 20.
lesson-kalah-game-end-wrong = La partie continue. Quand une rangée se vide, comptez les deux magasins et les graines que chaque camp garde dans sa rangée.
