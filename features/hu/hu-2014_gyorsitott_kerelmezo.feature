# language: hu
@hu-2014 @art-G
Jellemző: G.4. és G.5. pont — Ki kérhet öt másodpercet és ki igényelhet döntetlent (2014-es magyar fordítás)
  Eltérés (rules/translations/hu-2014.md, H10 és H11): a fordítás G.4. és
  G.5. pontja egyszerűen „a játékosról” beszél, akinek két percnél kevesebb
  ideje van; az eredeti szöveg csak a lépésen lévő játékosnak adja meg a
  kérést és az igénylést. Az angol features/guidelinesIII_requester.feature
  ugyanezekre az eseményekre a fide-2014 szerinti eredményt mutatja: ott a
  kérés nem teljesíthető.

  @art-G.4 @deviation @deviation-hu-2014-G.4
  Forgatókönyv: Eltérés: sötét nincs lépésen, mégis kérhet öt másodpercet; a kérés döntetlenajánlat, amelyet világos elfogad
    Adott egy hu-2014 szerinti játszma "5400" időbeosztással
    És világos óráján 10:00 van, sötét óráján 1:30
    Amikor sötét lépésenként öt másodperc többletidőt kér, és világos elfogadja a döntetlent
    Akkor az eredmény: "1/2-1/2"

  @art-G.5 @deviation @deviation-hu-2014-G.5
  Forgatókönyv: Eltérés: sötét nincs lépésen, mégis döntetlent igényelhet
    Adott egy hu-2014 szerinti játszma "5400" időbeosztással
    És világos óráján 10:00 van, sötét óráján 1:30
    Amikor sötét döntetlent igényel a gyorsított játszmabefejezésben, és a versenybíró döntetlennek nyilvánítja a játszmát
    Akkor az eredmény: "1/2-1/2", a "G.5" pont alapján
