@art-10
Feature: Article 10 — Points
  Unless the regulations announce otherwise, a win scores one point, a loss
  none, a draw half a point; a game lost by default (forfeit) scores as a win
  and a loss. From July 2017 a draw by agreement needs at least one move by
  each player (5.2.3). 2005 and 2009 number the points article 11.1.

  @art-10.1 @art-11.1
  Scenario Outline: A resignation scores one point and none under <rulebook>
    Given a game under <rulebook> with the time control "5400+30"
    And the moves "1. e4" are played
    When Black resigns
    Then the result is "1-0" by article "<article>"
    And White scores 1 and Black scores 0

    Examples:
      | rulebook     | article |
      | fide-2005    | 5.1 b   |
      | fide-2009    | 5.1 b   |
      | fide-2018-01 | 5.1.2   |
      | fide-2023    | 5.1.2   |

  @art-10.1 @art-5.2.3 @art-9.1.1
  Scenario Outline: A draw by agreement scores half a point each under <rulebook>
    Given a game under <rulebook> with the time control "5400+30"
    And the moves "1. e4 e5" are played
    When White offers a draw and Black accepts
    Then the result is "1/2-1/2" by article "<article>"
    And White scores 0.5 and Black scores 0.5

    Examples:
      | rulebook     | article |
      | fide-2009    | 9.1 a   |
      | fide-2018-01 | 9.1.1   |
      | fide-2023    | 9.1.1   |

  @art-5.2.3 @art-9.1-a
  Scenario Outline: A draw agreed before either player has moved, under <rulebook>
    Given a game under <rulebook> with the time control "5400+30"
    When White offers a draw and Black accepts
    Then the result is "<result>"

    Examples:
      | rulebook     | result  | why                                            |
      | fide-2009    | 1/2-1/2 | no move was required before an agreement       |
      | fide-2014    | 1/2-1/2 | no move was required before an agreement       |
      | fide-2018-01 | *       | 5.2.3: both players must have made a move      |
      | fide-2023    | *       | 5.2.3: both players must have made a move      |

  @art-10.1 @art-6.7.1
  Scenario: A game lost by default scores as a win and a loss
    Given a game under fide-2023 with the time control "5400+30"
    When White arrives at the board 0:05:00 after the start
    Then the result is "0-1" by article "6.7.1"
    And the game ends by default
    And White scores 0 and Black scores 1

  @art-10.1
  Scenario: Regulations announcing three points for a win and one for a draw
    Given a game under fide-2018-01 with the time control "5400+30"
    And the event regulations
      """
      id: league-3-1-0
      kind: regulations
      title: "League with 3-1-0 scoring"
      language: en
      in_force: "2025-09-01"
      base: fide-2018-01
      event: "feature example"
      parameters:
        scoring:
          points:
            article: "League rule 12"
            value: {win: 3, draw: 1, loss: 0, forfeit_win: 3, forfeit_loss: 0, total_may_not_exceed_max: true, abnormal_scores_forbidden: true}
      """
    And the moves "1. d4" are played
    When Black resigns
    Then White scores 3 and Black scores 0

  @art-9.1.1
  Scenario: Regulations forbidding agreements before move 30
    Given a game under fide-2023 with the time control "900+10"
    And the event regulations
      """
      id: no-early-draws
      kind: regulations
      title: "No draw agreements before move 30"
      language: en
      in_force: "2026-03-01"
      base: fide-2023
      event: "feature example"
      parameters:
        draws:
          agreement:
            article: "Reg. 4.2"
            value: {regulations_may_forbid: true, move_each_required: true, claim_counts_as_offer: true, forbidden: false, forbidden_before_move: 30}
      """
    And the moves "1. e4 e5 2. Nf3 Nc6" are played
    When White offers a draw and Black accepts
    Then the agreement is not valid
    And the game continues
