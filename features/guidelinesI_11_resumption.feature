@art-I.10 @art-I.11
Feature: Guidelines I.10 and I.11 — Absence when an adjourned game is resumed
  At the resumption a player who arrives after the default time loses (I.10).
  With a non-zero default time, if neither player is present initially, the
  player who must reply to the sealed move loses all the time until he
  arrives (I.11); the sealer's clock does not run meanwhile. The translations
  hu-2018 (I.11, D21) and hu-2014 (E.11, H29) drop "if neither player is
  present initially": the absent replier loses the time whenever he is
  absent. Worked out by hand, that gives the same outcome on these events:
  with the sealer present, I.9.2 starts the absent replier's clock all the
  same, so he loses that time under either text (features/hu/ show it).

  Scenario Outline: Neither player present: Black, who must reply, arrives after 20 minutes, White after 30 (<rulebook>)
    Given a game under <rulebook> with the time control "40/7200:3600"
    And the event regulations
      """
      id: sixty-minutes
      kind: regulations
      title: "Default time 60 minutes"
      language: en
      in_force: "2025-01-01"
      base: <rulebook>
      event: "feature example"
      parameters:
        default:
          time:
            article: "Regulations 3"
            value: {minutes: 60, regulations_may_set: true}
      """
    And the moves "1. d4 d5" are played
    When White seals the move "c4"
    And Black arrives at the board 0:20:00 after the resumption
    And White arrives at the board 0:30:00 after the resumption
    Then the game continues
    And the arbiter deducts 0:20:00 from Black's clock by article "<article>"
    And Black's clock shows 1:40:00
    And White's clock shows 2:00:00

    Examples:
      | rulebook     | article |
      | fide-2018-01 | I.11    |
      | fide-2023    | I.11    |

  Scenario Outline: Arriving after the default time loses (<rulebook>)
    Given a game under <rulebook> with the time control "40/7200:3600"
    And the moves "1. d4 d5" are played
    When White seals the move "c4"
    And Black arrives at the board <late> after the resumption
    Then the result is "1-0" by article "<article>"

    Examples:
      | rulebook     | late    | article       | why                                              |
      | fide-2009    | 1:00:01 | Guidelines 10 | 2009: more than one hour late (verified: false)  |
      | fide-2023    | 0:00:01 | I.10          | no default time in the regulations: zero (6.7.1) |
