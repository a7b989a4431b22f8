@art-11.3
Feature: Article 11.3 (12.2 b in 2005, 12.3 b in 2009) — Electronic devices
  2005: a player whose mobile phone rings in the venue loses; the arbiter sets
  the opponent's score. 2009: a device is allowed if completely switched off;
  any sound loses, and the opponent wins — or draws, if he cannot win by any
  series of legal moves. July 2014: it is enough that the player evidently
  brought a device into the venue. From 1 October 2014 the regulations may
  allow devices switched off in a bag; a device on the player's person loses.
  The Hungarian translations encode the July 2014 trigger (any device brought
  into the venue), also where their base edition allows the bag.

  @art-12.2-b @art-12.3-b @art-11.3-b @art-11.3.2.1
  Scenario Outline: White's phone <how> under <rulebook> (<date>)
    Given a game under <rulebook> with the time control "5400+30"
    And the game is played on "<date>"
    When White's mobile phone <how>
    Then the result is "<result>"
    And the arbiter cites article "<article>"

    Examples:
      | rulebook     | date       | how                                   | result | article  |
      | fide-2005    | 2006-05-01 | rings                                 | 0-?    | 12.2 b   |
      | bg-2005      | 2006-05-01 | rings                                 | 0-?    | 12.2 b   |
      | fide-2005    | 2006-05-01 | makes a sound                         | *      | 12.2 b   |
      | fide-2009    | 2010-05-01 | makes a sound                         | 0-1    | 12.3 b   |
      | fide-2009    | 2010-05-01 | is found on his person                | *      | 12.3 b   |
      | fide-2014    | 2014-09-01 | is found switched off in his bag      | 0-1    | 11.3 b   |
      | fide-2014    | 2014-11-01 | is found switched off in his bag      | *      | 11.3 b   |
      | fide-2014    | 2014-11-01 | is found on his person                | 0-1    | 11.3 b   |
      | hu-2014      | 2014-11-01 | is found switched off in his bag      | 0-1    | 11.3 b   |
      | fide-2018-01 | 2019-05-01 | is found switched off in his bag      | *      | 11.3.2.1 |
      | hu-2018      | 2019-05-01 | is found switched off in his bag      | 0-1    | 11.3.2.2 |
      | fide-2023    | 2024-05-01 | is found on his person                | 0-1    | 11.3.2.1 |

  @art-12.2-b
  Scenario: 2005: the offender loses and the arbiter sets the opponent's score
    Given a game under fide-2005 with the time control "5400+30"
    When Black's mobile phone rings
    Then Black scores 0 and the arbiter sets White's score

  @art-12.3-b
  Scenario: 2009: the opponent who cannot win scores a draw; the offender still loses
    Given a game under fide-2009 with the time control "5400+30"
    And the game starts from "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"
    When White's mobile phone makes a sound
    Then the result is "0-1/2" by article "12.3 b"
    And White scores 0 and Black scores 0.5

  @art-11.3.2.1
  Scenario: Regulations may set a lesser penalty
    Given a game under fide-2018-01 with the time control "5400+30"
    And the event regulations
      """
      id: lesser-device
      kind: regulations
      title: "Lesser device penalty"
      language: en
      in_force: "2025-09-01"
      base: fide-2018-01
      event: "feature example"
      parameters:
        conduct:
          electronic_devices:
            article: "Reg. 9.3"
            value: {rule: forbidden_on_person, trigger: on_person, penalty: lesser, lesser_penalty: "10 minutes deducted", opponent: wins, regulations_may_set_lesser: true, bag_storage: true}
      """
    When White's mobile phone is found on his person
    Then the regulations' lesser penalty applies
    And the game continues
    And the arbiter cites article "Reg. 9.3"
