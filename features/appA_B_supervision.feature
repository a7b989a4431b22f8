@app-A @app-B
Feature: Appendices A and B — supervision decides the rapid and blitz rulings
  Every edition splits rapid and blitz in two. With adequate supervision the
  Competition Rules apply (2009 A.3 "for example one arbiter for at most three
  games", B.2 "one arbiter for one game"; 2014 A.3/B.3; 2017-07 and 2018-01
  A.3.1/B.3.1; 2023 A.4/B.2), changed only where the appendix itself says so:
  one minute instead of two in blitz from 2014 (B.2), in rapid from 2023
  (A.3). Without it the appendix's own rules apply (2009 A.4/B.3, 2014 A.4/B.4,
  2017-07 and 2018-01 A.4/B.4, 2023 A.5/B.3). From 2014 the regulations must
  choose one of the two for the entire event (A.5/B.5; 2023 A.6/B.4). The
  table is worked from the English texts in docs/SUPERVISION.md; 2005 is the
  encoded assumption "as 2009" where supervision decides (of the 2005
  appendices only C1-C3 were found in English; C.2 excludes 10.2 from all
  blitz). Both clocks
  show 10:00, White to move; 15 minutes + 10 seconds is rapid and 3 minutes +
  2 seconds blitz in every edition.

  @art-A.4 @art-A.5.2 @art-A.3 @art-7.5.5 @art-A.3.1 @art-A.4.2 @art-A.4-c @art-A.4-b
  Scenario Outline: A first illegal move that only the arbiter sees, rapid, <rulebook>, <supervision>
    Given a game under <rulebook> with the time control "900+10"
    And the game is played <supervision>
    And White has 10:00 and Black has 10:00 on the clock
    When White makes an illegal move that only the arbiter notices
    Then the arbiter treats it as a rapid game
    And the result is "<result>"
    And Black's clock shows <black>
    And the arbiter cites article "<article>"

    Examples:
      | rulebook     | supervision                  | result | black | article | why                                                         |
      | fide-2005    | with adequate supervision    | *      | 12:00 | 7.4 b   | as 2009: the Competition Rules, two minutes                 |
      | fide-2005    | without adequate supervision | *      | 10:00 | B.4 c   | as 2009: only the opponent's claim leads to a ruling        |
      | fide-2009    | with adequate supervision    | *      | 12:00 | 7.4 b   | A.3: the Competition Rules, two minutes                     |
      | fide-2009    | without adequate supervision | *      | 10:00 | A.4 c   | only the opponent's claim leads to a ruling                 |
      | fide-2014    | with adequate supervision    | *      | 12:00 | 7.5 b   | A.3: the Competition Rules, two minutes                     |
      | fide-2014    | without adequate supervision | 0-1    | 10:00 | A.4 b   | the illegal move loses                                      |
      | fide-2017-07 | with adequate supervision    | *      | 12:00 | 7.5.3   | A.3.1: the Competition Rules, two minutes                   |
      | fide-2017-07 | without adequate supervision | 0-1    | 10:00 | A.4.2   | the illegal move loses                                      |
      | fide-2018-01 | with adequate supervision    | *      | 12:00 | 7.5.5   | A.3.1: the Competition Rules, two minutes                   |
      | fide-2018-01 | without adequate supervision | *      | 12:00 | A.4.2   | A.4.2: the arbiter acts according to 7.5.5                  |
      | fide-2023    | with adequate supervision    | *      | 11:00 | A.3     | A.4: the Competitive Rules, A.3: one minute instead of two  |
      | fide-2023    | without adequate supervision | *      | 11:00 | A.5.2   | A.5.2 with A.3: one minute                                  |

  @art-B.2 @art-B.3 @art-7.5.5 @art-B.3.1 @art-B.4 @art-B.3-c
  Scenario Outline: A first illegal move that only the arbiter sees, blitz, <rulebook>, <supervision>
    Given a game under <rulebook> with the time control "180+2"
    And the game is played <supervision>
    And White has 10:00 and Black has 10:00 on the clock
    When White makes an illegal move that only the arbiter notices
    Then the arbiter treats it as a blitz game
    And the result is "<result>"
    And Black's clock shows <black>
    And the arbiter cites article "<article>"

    Examples:
      | rulebook     | supervision                  | result | black | article | why                                                                       |
      | fide-2005    | with adequate supervision    | *      | 12:00 | 7.4 b   | as 2009: the Competition Rules, two minutes                               |
      | fide-2005    | without adequate supervision | *      | 10:00 | C.3     | as 2009: only the opponent's claim leads to a ruling                      |
      | fide-2009    | with adequate supervision    | *      | 12:00 | 7.4 b   | B.2: the Competition Rules, two minutes                                   |
      | fide-2009    | without adequate supervision | *      | 10:00 | B.3 c   | only the opponent's claim leads to a ruling                               |
      | fide-2014    | with adequate supervision    | *      | 11:00 | B.2     | B.3: the Competition Rules, B.2: one minute instead of two                |
      | fide-2014    | without adequate supervision | 0-1    | 10:00 | B.4     | B.4 applies A.4 b: the illegal move loses                                 |
      | fide-2017-07 | with adequate supervision    | *      | 11:00 | B.2     | B.3.1: the Competition Rules, B.2: one minute                             |
      | fide-2017-07 | without adequate supervision | 0-1    | 10:00 | B.4     | B.4 applies A.4.2: the illegal move loses                                 |
      | fide-2018-01 | with adequate supervision    | *      | 11:00 | B.2     | B.3.1: the Competition Rules, B.2: one minute                             |
      | fide-2018-01 | without adequate supervision | *      | 11:00 | B.2     | B.4 applies A.4.2 (7.5.5), B.2: one minute                                |
      | fide-2023    | with adequate supervision    | *      | 12:00 | 7.5.5   | B.2: the Competitive Rules, which B.2 does not reduce (an interpretation) |
      | fide-2023    | without adequate supervision | *      | 11:00 | B.3     | B.3 applies A.3 and A.5: one minute                                       |

  @art-7.5.5 @art-7.5-b @art-7.4-b
  Scenario Outline: Which illegal move loses with adequate supervision (<rulebook>, <control>)
    Given a game under <rulebook> with the time control "<control>"
    And the game is played with adequate supervision
    And White has 10:00 and Black has 10:00 on the clock
    When White makes an illegal move
    And White makes an illegal move
    Then the result is "<result>"
    And Black's clock shows <black>
    And the arbiter cites article "<article>"

    Examples:
      | rulebook     | control | result | black | article | why                                                 |
      | fide-2009    | 900+10  | *      | 14:00 | 7.4 b   | 7.4 b: the third illegal move loses, not the second |
      | fide-2009    | 180+2   | *      | 14:00 | 7.4 b   | B.2: the same in blitz                              |
      | fide-2014    | 900+10  | 0-1    | 12:00 | 7.5 b   | 7.5 b: the second illegal move loses                |
      | fide-2014    | 180+2   | 0-1    | 11:00 | 7.5 b   | the second loses; the first cost one minute (B.2)  |
      | fide-2023    | 180+2   | 0-1    | 12:00 | 7.5.5   | the second loses; the first cost two minutes        |

  @art-9.5.3 @art-A.3 @art-B.2 @art-B.3 @art-9.5-b
  Scenario Outline: An incorrect draw claim, <rulebook>, <control>, <supervision>
    Given a game under <rulebook> with the time control "<control>"
    And the game is played <supervision>
    And White has 5:00 and Black has 4:00 on the clock
    When White claims a draw by the 50-move rule
    Then the arbiter adds <added> to Black's clock by article "<article>"

    Examples:
      | rulebook     | control | supervision                  | added | article | why                                                     |
      | fide-2009    | 180+2   | with adequate supervision    | 3:00  | 9.5 b   | B.2: the Competition Rules                              |
      | fide-2009    | 180+2   | without adequate supervision | 3:00  | 9.5 b   | B.3 changes nothing here                                |
      | fide-2014    | 180+2   | with adequate supervision    | 1:00  | B.2     | B.2: one minute in all blitz                            |
      | fide-2014    | 180+2   | without adequate supervision | 1:00  | B.2     | B.2: one minute in all blitz                            |
      | fide-2018-01 | 180+2   | with adequate supervision    | 1:00  | B.2     | B.2: one minute in all blitz                            |
      | fide-2018-01 | 900+10  | with adequate supervision    | 2:00  | 9.5.3   | A.3.1: the Competition Rules                            |
      | fide-2023    | 900+10  | with adequate supervision    | 1:00  | A.3     | A.3: one minute in all rapid                            |
      | fide-2023    | 900+10  | without adequate supervision | 1:00  | A.3     | A.3: one minute in all rapid                            |
      | fide-2023    | 180+2   | with adequate supervision    | 2:00  | 9.5.3   | B.2 does not name A.3: two minutes (an interpretation)  |
      | fide-2023    | 180+2   | without adequate supervision | 1:00  | B.3     | B.3 names A.3: one minute                               |

  @art-B.2 @art-B.4 @art-A.3
  Scenario: 2023 adequately supervised blitz: regulations settle the open reading with one minute
    Given a game under fide-2023 with the time control "180+2"
    And the event regulations
      """
      id: blitz-one-minute
      kind: regulations
      title: "Blitz championship: one arbiter per game, one-minute penalties"
      language: en
      in_force: "2026-03-01"
      base: fide-2023
      event: "feature example"
      parameters:
        blitz:
          supervision:
            article: "Reg. 2"
            value: {games_per_arbiter: 1, games_recorded: true, applied: adequate}
          adequate_time_penalty:
            article: "Reg. 7"
            value: {seconds: 60}
            note: "B.2 applies the Competitive Rules; the event applies A.3's one minute to them too"
      """
    And White has 10:00 and Black has 10:00 on the clock
    When White makes an illegal move
    Then Black's clock shows 11:00
    And the arbiter cites article "Reg. 7"

  @art-A.5 @art-A.6 @art-A.4.2 @art-A.3.1
  Scenario Outline: The regulations choose the supervision for the entire event (fide-2017-07, <applied>)
    Given a game under fide-2017-07 with the time control "900+10"
    And the event regulations
      """
      id: rapid-event
      kind: regulations
      title: "Rapid open"
      language: en
      in_force: "2025-09-01"
      base: fide-2017-07
      event: "feature example"
      parameters:
        rapid:
          supervision:
            article: "Reg. 3"
            value: {games_per_arbiter: 3, games_recorded: true, applied: <applied>}
      """
    And White has 10:00 and Black has 10:00 on the clock
    When White makes an illegal move
    Then the result is "<result>"
    And Black's clock shows <black>
    And the arbiter cites article "<article>"

    Examples:
      | applied    | result | black | article | why                                       |
      | adequate   | *      | 12:00 | 7.5.3   | A.3 for the event: the Competition Rules  |
      | inadequate | 0-1    | 10:00 | A.4.2   | A.4 for the event: the illegal move loses |

  @art-A.4-c @art-B.3-b
  Scenario Outline: 2009 without adequate supervision: an unfinished promotion only the arbiter sees (<class>)
    Given a game under fide-2009 with the time control "<control>"
    And the game is played without adequate supervision
    And the game starts from "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"
    And White has 10:00 and Black has 10:00 on the clock
    When White moves a pawn "a7a8" to the last rank and presses the clock without exchanging it
    Then the game continues
    And Black's clock shows <black>
    And the arbiter cites article "<article>"

    Examples:
      | class | control | black | article | why                                                                       |
      | rapid | 900+10  | 12:00 | A.4 c   | A.4 c: the arbiter shall intervene, if possible (7.4 b: two minutes)      |
      | blitz | 180+2   | 10:00 | B.3 c   | B.3 b: A.4 c does not apply in blitz; only the opponent's claim counts    |

  @art-10.2 @art-B.2 @art-B.3-b
  Scenario Outline: 2009: the quickplay finish (10.2) in blitz <supervision>
    Given a game under fide-2009 with the time control "300"
    And the game is played <supervision>
    And White has 1:30 and Black has 3:00 on the clock
    When White claims a draw in the quickplay finish and the arbiter declares the game drawn
    Then the result is "<result>"
    And the arbiter cites article "10.2"

    Examples:
      | supervision                  | result  | why                                                     |
      | with adequate supervision    | 1/2-1/2 | B.2: the Competition Rules apply, and with them 10.2    |
      | without adequate supervision | *       | B.3 b: Article 10.2 does not apply                      |

  @art-10.2 @art-C.2
  Scenario Outline: 2005: no quickplay finish (10.2) in any blitz game, <supervision>
    Given a game under fide-2005 with the time control "300"
    And the game is played <supervision>
    And White has 1:30 and Black has 3:00 on the clock
    When White claims a draw in the quickplay finish and the arbiter declares the game drawn
    Then the request is not available
    And the result is "*"
    And Black's clock shows 3:00

    Examples:
      | supervision                  | why                                                                                     |
      | with adequate supervision    | C.2 (2005, read at chesschat.org t-6615): "The Articles 10.2 and B6 do not apply", for all blitz |
      | without adequate supervision | C.2: the same; unlike 2009 B.3 b, not limited to blitz without adequate supervision     |
