# language: hu
@hu-2014 @art-3
Jellemző: 3. fejezet — A bábok lépései (a 2014-es magyar fordítás szerint)
  A Sakkjáték Szabályzata, 2014. július 1-jétől hatályos magyar fordítás, 3.
  fejezet. Ez a kiadás betűkkel számoz (3.7 a … 3.7 e, 3.8 a, 3.8 b); a címkék
  ezt követik, a szóköz helyén kötőjellel (@art-3.7-d = "3.7 d"). A lejátszott
  lépések magyar algebrai jelöléssel szerepelnek, a célmezőket kézzel
  határoztuk meg a fordítás szövegéből.

  @art-3.2
  Forgatókönyv: A futó az átlóin léphet, a saját bábja előtt megáll, az ellenfélét leütheti
    Adott az állás: "4k3/8/1p6/8/3B4/8/5P2/4K3 w - - 0 1"
    Akkor a d4 mezőn álló futó ezekre a mezőkre léphet: "c5 b6 e5 f6 g7 h8 c3 b2 a1 e3"

  @art-3.3
  Forgatókönyv: A bástya a vonalán és a során léphet
    Adott az állás: "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
    Akkor az a1 mezőn álló bástya ezekre a mezőkre léphet: "a2 a3 a4 a5 a6 a7 a8 b1 c1 d1"

  @art-3.4 @art-3.5
  Forgatókönyv: A vezér nem ugorhat át a közbeeső bábokon
    Adott az állás: "4k3/8/8/8/8/8/PP6/QN2K3 w - - 0 1"
    Akkor az a1 mezőn álló vezér nem léphet sehová

  @art-3.6
  Forgatókönyv: A huszár átugorja a közbeeső bábokat
    Adott az állás: "4k3/8/8/8/8/8/PPP5/1N2K3 w - - 0 1"
    Akkor a b1 mezőn álló huszár ezekre a mezőkre léphet: "a3 c3 d2"

  @art-3.7-a @art-3.7-b
  Forgatókönyv: A gyalog első lépésében két mezőt is léphet, később csak egyet
    Adott a kiinduló állás
    És a lejátszott lépések: "d4 d5"
    Akkor a d4 mezőn álló gyalog nem léphet sehová
    És a c2 mezőn álló gyalog ezekre a mezőkre léphet: "c3 c4"

  @art-3.7-c
  Forgatókönyv: A gyalog átlósan előre üt
    Adott a kiinduló állás
    És a lejátszott lépések: "e4 d5"
    Akkor az e4 mezőn álló gyalog ezekre a mezőkre léphet: "e5 d5"

  @art-3.7-d
  Forgatókönyv: Menet közbeni ütés csak közvetlenül a két mezős lépés után
    Adott a kiinduló állás
    És a lejátszott lépések: "e4 a6 e5 f5"
    Akkor az "e5f6" lépés szabályos
    És az "e5f6" lépés után az állás: "rnbqkbnr/1pppp1pp/p4P2/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3"

  @art-3.7-d
  Forgatókönyv: Egy-egy mezővel előrehaladt gyalogot nem lehet menet közben leütni
    Adott a kiinduló állás
    És a lejátszott lépések: "e4 f6 e5 f5"
    Akkor az "e5f6" lépés szabálytalan

  @art-3.7-e
  Forgatókönyv: Az utolsó sorra érő gyalogot vezérré, bástyává, futóvá vagy huszárrá kell változtatni
    Adott az állás: "4k3/8/8/8/8/8/p7/4K3 b - - 0 1"
    Akkor az "a2a1q" lépés szabályos
    És az "a2a1r" lépés szabályos
    És az "a2a1b" lépés szabályos
    És az "a2a1n" lépés szabályos
    És az "a2a1" lépés szabálytalan

  @art-3.8-a
  Forgatókönyv: A király nem léphet támadott mezőre
    Adott az állás: "4k3/8/8/8/8/8/8/r3K3 w - - 0 1"
    Akkor az e1 mezőn álló király ezekre a mezőkre léphet: "d2 e2 f2"

  @art-3.8-b
  Forgatókönyv: Sötét hosszúsánca (vezérszárnyi sáncolás)
    Adott az állás: "r3k3/8/8/8/8/8/8/4K3 b q - 0 1"
    Akkor az "e8c8" lépés szabályos
    És az "e8c8" lépés után az állás: "2kr4/8/8/8/8/8/8/4K3 w - - 1 2"

  @art-3.8-b
  Forgatókönyv: Nincs sáncolás arra az oldalra, ahol a király átlépett mezőjét ellenséges báb támadja
    Adott az állás: "r3k2r/8/8/8/8/8/8/3RK2R b kq - 0 1"
    Akkor az "e8c8" lépés szabálytalan
    És az "e8g8" lépés szabályos

  @art-3.9
  Forgatókönyv: Olyan lépést tilos tenni, mely a királyt sakkba helyezi
    Adott az állás: "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1"
    Akkor a lépésen lévő fél sakkban van
    És a szabályos lépések: "e1d1 e1d2 e1f2 e1e2 e1f1"

  @art-3.10-c
  Forgatókönyv: Szabálytalan az állás, amely szabályos lépésekkel nem állhat elő: a lépésen nem lévő király sakkban van
    Adott az állás: "4k3/8/8/8/8/8/8/3KR3 w - - 0 1"
    Akkor az állást szabálytalanként el kell utasítani
