# language: hu
@hu-2018 @art-C @cap-notation
Jellemző: C. függelék — Algebrai játszmajegyzés magyar betűkkel (2018-as fordítás)
  A magyar fordítás C. függeléke szerint a tiszteket a nevük kezdőbetűje
  jelöli: K király, V vezér, B bástya, F futár, H huszár; a gyalogot nem
  jelöli betű. A lépések jelölése ezért magyarul más, mint angolul (Hf3 és
  nem Nf3). A "lépés jelölése" a program által írt alakot, a "jelölés …
  lépést jelenti" a beolvasott alakot ellenőrzi.

  Eltérés (rules/translations/hu-2018.md, D23): a fordítás C.9.3 pontja
  szerint a gyalogütésben az x kötelező és a menet közbeni ütés után az
  "e.p." jelet ki kell írni; az angol eredetiben mindkettő elhagyható. A
  jelölés-képesség nem kap szabálykönyvet, ezért itt csak az olvasható, amit
  mindkét szöveg megenged; a kötelező "e.p." kiírása nem ellenőrizhető.

  @art-C.2 @art-C.3
  Forgatókönyv vázlat: Minden tisztet a magyar kezdőbetűje jelöl
    Adott az állás: "<állás>"
    Akkor a "<lépés>" lépés jelölése "<jelölés>"
    És a "<jelölés>" jelölés a "<lépés>" lépést jelenti

    Példák:
      | állás                                                    | lépés | jelölés | tiszt   |
      | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | g1f3  | Hf3     | huszár  |
      | 4k3/8/8/8/8/8/8/R3K3 w - - 0 1                           | a1a5  | Ba5     | bástya  |
      | 4k3/8/8/8/8/8/8/4KB2 w - - 0 1                           | f1c4  | Fc4     | futár   |
      | 4k3/8/8/8/8/8/8/3QK3 w - - 0 1                           | d1d3  | Vd3     | vezér   |
      | 4k3/8/8/8/8/8/8/4K3 w - - 0 1                            | e1d2  | Kd2     | király  |

  @art-C.4
  Forgatókönyv: A gyaloglépést betű nélkül, csak az érkezési mezővel jelöljük
    Adott a kiinduló állás
    Akkor az "e2e4" lépés jelölése "e4"
    És a "d4" jelölés a "d2d4" lépést jelenti
    És a "Gd4" jelölés nem értelmezhető

  @art-C.9
  Forgatókönyv: Ütésnél az érkezési mező elé x kerül
    Adott az állás: "4k3/8/8/4p3/8/8/1B6/4K3 w - - 0 1"
    Akkor a "b2e5" lépés jelölése "Fxe5"
    És az "Fxe5" jelölés a "b2e5" lépést jelenti

  @art-C.9.3
  Forgatókönyv: Gyalogütésnél a kiinduló vonal és az x is szerepel, menet közbeni ütés után "e.p."
    Adott az állás: "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"
    Akkor az "e5d6" lépés jelölése "exd6"
    És az "exd6 e.p." jelölés az "e5d6" lépést jelenti

  @art-C.10.3
  Forgatókönyv vázlat: Ha két egyforma tiszt ugyanarra a mezőre léphet, a kiinduló vonal vagy sor betűje is kell
    Adott az állás: "<állás>"
    Akkor a "<lépés>" lépés jelölése "<jelölés>"
    És a "<jelölés>" jelölés a "<lépés>" lépést jelenti

    Példák: huszárok a g1 és az e1 mezőn (azonos sor: a vonal betűje)
      | állás                             | lépés | jelölés |
      | 4k3/8/8/8/8/8/8/4N1NK w - - 0 1   | g1f3  | Hgf3    |
      | 4k3/8/8/8/8/8/8/4N1NK w - - 0 1   | e1f3  | Hef3    |
      | 4k3/8/8/8/8/5p2/8/4N1NK w - - 0 1 | g1f3  | Hgxf3   |

    Példák: huszárok a g5 és a g1 mezőn (azonos vonal: a sor száma)
      | állás                           | lépés | jelölés |
      | 4k3/8/8/6N1/8/8/8/6NK w - - 0 1 | g5f3  | H5f3    |
      | 4k3/8/8/6N1/8/8/8/6NK w - - 0 1 | g1f3  | H1f3    |

    Példák: huszárok a h2 és a d4 mezőn (az (1) módszer: a vonal betűje)
      | állás                           | lépés | jelölés |
      | 4k3/8/8/8/3N4/8/7N/7K w - - 0 1 | h2f3  | Hhf3    |
      | 4k3/8/8/8/3N4/8/7N/7K w - - 0 1 | d4f3  | Hdf3    |

  @art-C.10.3
  Forgatókönyv: A kétértelmű jelölés nem értelmezhető
    Adott az állás: "4k3/8/8/8/8/8/8/4N1NK w - - 0 1"
    Akkor a "Hf3" jelölés nem értelmezhető

  @art-C.11
  Forgatókönyv vázlat: Gyalogátváltozásnál az új tiszt betűje az érkezési mező után áll (d8V, f8H, b1F, g1B)
    Adott az állás: "<állás>"
    Akkor a "<lépés>" lépés jelölése "<jelölés>"
    És a "<jelölés>" jelölés a "<lépés>" lépést jelenti

    Példák:
      | állás                            | lépés | jelölés |
      | 7k/3P4/8/8/8/8/8/K7 w - - 0 1    | d7d8q | d8V+    |
      | 7k/5P2/8/8/8/8/8/K7 w - - 0 1    | f7f8n | f8H     |
      | 7K/8/8/8/8/8/1p6/k7 b - - 0 1    | b2b1b | b1F     |
      | K7/8/8/8/8/8/6p1/7k b - - 0 1    | g2g1r | g1B     |

  @art-C-abbreviations
  Forgatókönyv vázlat: Rövidsánc 0-0, hosszúsánc 0-0-0 (számjegy nulla)
    Adott az állás: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
    Akkor a "<lépés>" lépés jelölése "<jelölés>"
    És a "<jelölés>" jelölés a "<lépés>" lépést jelenti

    Példák:
      | lépés | jelölés |
      | e1g1  | 0-0     |
      | e1c1  | 0-0-0   |

  @art-C-abbreviations
  Forgatókönyv: A függelék mintajátszmája magyar jelöléssel
    Adott a kiinduló állás
    És a lejátszott lépések: "1. e4 e5 2. Hf3 Hf6 3. d4 exd4 4. e5 He4 5. Vxd4 d5 6. exd6 e.p. Hxd6 7. Fg5 Hc6 8. Ve3+ Fe7 9. Hbd2 0-0 10. 0-0-0 Be8 11. Kb1 (=)"
    Akkor az állás most: "r1bqr1k1/ppp1bppp/2nn4/6B1/8/4QN2/PPPN1PPP/1K1R1B1R b - - 9 11"

  @art-C.8
  Forgatókönyv vázlat: A lépés hosszú alakja a kiinduló mezőt is megadja (Fb2-e5, Hg1-f3, Ba1-d1, d2-d4)
    Adott az állás: "4k3/8/8/8/8/8/1B1P4/R3K1N1 w - - 0 1"
    Akkor a "<jelölés>" jelölés a "<lépés>" lépést jelenti

    Példák:
      | jelölés | lépés |
      | Fb2-e5  | b2e5  |
      | Hg1-f3  | g1f3  |
      | Ba1-d1  | a1d1  |
      | d2-d4   | d2d4  |

  # C.12: a döntetlen ajánlatot a játszmalapon a lépés mellé írt jel mutatja.
  # A fordítás C.12 pontja csak az egyenlőségjelet nevezi meg, a 8.1.5 és a
  # 9.1.2.2 pont és a függelék mintajátszmája ("11. Kb1 (=)") viszont
  # zárójelben írja; itt a zárójeles alakot olvassuk. Az ajánlatról magáról a
  # versenybíró az eseménynapló alapján dönt (draw_offer, docs/ARBITER.md).
  @art-C.12
  Forgatókönyv vázlat: A lépés melletti (=) jel döntetlen ajánlatot jelent: <eset>
    Adott az állás: "<állás>"
    Akkor a játszmalapon a "<bejegyzés>" bejegyzés a "<lépés>" lépést jelenti, döntetlen ajánlattal

    Példák:
      | eset                                   | állás                                                         | bejegyzés | lépés |
      | szóközzel a lépés után                 | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1      | Hf3 (=)   | g1f3  |
      | szóköz nélkül, közvetlenül a lépés után | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1     | Hf3(=)    | g1f3  |
      | a mintajátszma utolsó lépése (11. Kb1)  | r1bqr1k1/ppp1bppp/2nn4/6B1/8/4QN2/PPPN1PPP/2KR1B1R w - - 8 11 | Kb1 (=)   | c1b1  |
      | gyalogátváltozás és sakk után           | 7k/3P4/8/8/8/8/8/K7 w - - 0 1                                 | d8V+ (=)  | d7d8q |

  @art-C.12
  Forgatókönyv: Sötét a válaszlépésével együtt ajánl döntetlent
    Adott az állás: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    Akkor a játszmalapon az "e5 (=)" bejegyzés az "e7e5" lépést jelenti, döntetlen ajánlattal

  @art-C.12
  Forgatókönyv: A jel nélkül leírt lépés nem döntetlen ajánlat
    Adott a kiinduló állás
    Akkor a játszmalapon a "Hf3" bejegyzés a "g1f3" lépést jelenti, döntetlen ajánlat nélkül
    És a játszmalapon az "e4" bejegyzés az "e2e4" lépést jelenti, döntetlen ajánlat nélkül

  @art-C.12
  Forgatókönyv vázlat: Nem értelmezhető bejegyzés: <eset>
    Adott a kiinduló állás
    Akkor a játszmalapon a "<bejegyzés>" bejegyzés nem értelmezhető

    Példák:
      | eset                                | bejegyzés   |
      | a jel lépés nélkül                  | (=)         |
      | a jel a lépés előtt                 | (=) Hf3     |
      | a zárójel nincs bezárva             | Hf3 (=      |
      | kétszer írt jel                     | Hf3 (=) (=) |
      | szabálytalan lépés a jellel         | Hf4 (=)     |

  @art-C.12 @art-C.3
  Forgatókönyv: Az angol huszárbetű (N) magyar bejegyzésben nem értelmezhető
    Adott a kiinduló állás
    Akkor a játszmalapon az "Nf3 (=)" bejegyzés nem értelmezhető
