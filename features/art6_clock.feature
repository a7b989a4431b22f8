@art-6
Feature: Article 6 — The chess clock
  The clock runs the time control: the increment is added after the move, the
  main time does not run during a delay, the time of the next period is added
  to what is left (time carries over), a flag fall loses unless the opponent
  cannot checkmate, and a player who arrives after the default time loses.

  @art-6.3.2
  Scenario: An increment of 10 seconds is added after each move
    Given a game under fide-2023 with the time control "900+10"
    When White plays "e4" after thinking for 0:30
    Then White's clock shows 14:40
    And Black's clock shows 15:00

  @art-6.3.2
  Scenario: During a 5-second delay the main time does not run
    Given a game under fide-2023 with the time control "300d5"
    When White plays "e4" after thinking for 0:03
    And Black plays "e5" after thinking for 0:08
    Then White's clock shows 5:00
    And Black's clock shows 4:57

  @art-6.3.2
  Scenario: The time of the next period is added to the time left
    Given a game under fide-2023 with the time control "2/600:300"
    When White plays "e4" after thinking for 1:00
    And Black plays "e5" after thinking for 0:10
    And White plays "Nf3" after thinking for 1:00
    Then White's clock shows 13:00
    And Black's clock shows 9:50

  @art-6.10.2 @art-6.10-b
  Scenario: The arbiter sets a wrongly set clock to the right time control; the time shown stays
    Given a game under fide-2023 with the time control "5400"
    When the arbiter sets the clocks to the time control "40/5400+30:1800+30"
    And White plays "e4" after thinking for 0:10
    Then White's clock shows 1:30:20

  @art-6.9 @art-6.10
  Scenario Outline: A flag fall loses (<rulebook>)
    Given a game under <rulebook> with the time control "300"
    And the moves "1. e4" are played
    When the arbiter sees Black's flag fall
    Then the result is "1-0" by article "<article>"
    And the game ends by time-forfeit

    Examples:
      | rulebook     | article |
      | fide-2005    | 6.10    |
      | fide-2009    | 6.9     |
      | fide-2018-01 | 6.9     |
      | fide-2023    | 6.9     |

  @art-6.9 @art-6.10
  Scenario Outline: A flag fall draws when the opponent has a bare king (<rulebook>)
    Given a game under <rulebook> with the time control "300"
    And the game starts from "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"
    When the arbiter sees White's flag fall
    Then the result is "1/2-1/2" by article "<article>"

    Examples:
      | rulebook     | article |
      | fide-2005    | 6.10    |
      | fide-2009    | 6.9     |
      | fide-2023    | 6.9     |

  @art-III.3.1 @art-6.11
  Scenario Outline: Both flags down, which fell first unknown (<rulebook>, <control>)
    Given a game under <rulebook> with the time control "<control>"
    When both flags have fallen and it cannot be established which fell first
    Then the result is "<result>"
    And the arbiter cites article "<article>"

    Examples:
      | rulebook     | control      | result  | article | why                                           |
      | fide-2009    | 3600         | 1/2-1/2 | 6.11    | the last period: drawn                        |
      | fide-2018-01 | 3600         | 1/2-1/2 | III.3.1 | the last period: drawn                        |
      | fide-2023    | 40/5400:1800 | *       | III.3.1 | not the last period: the game continues       |

  @art-6.6-a @art-6.7 @art-6.7-a @art-6.7.1
  Scenario Outline: Late arrival: <late> under <rulebook>
    Given a game under <rulebook> with the time control "5400"
    When Black arrives at the board <late> after the start
    Then the result is "<result>"
    And the arbiter cites article "<article>"

    Examples:
      | rulebook     | late    | result | article | why                                                |
      | fide-2005    | 0:45:00 | *      | 6.7     | within one hour                                    |
      | fide-2005    | 1:00:00 | *      | 6.7     | not more than one hour                             |
      | fide-2005    | 1:01:00 | 1-0    | 6.7     | more than one hour                                 |
      | fide-2009    | 0:00:01 | 1-0    | 6.6 a   | default time zero                                  |
      | fide-2014    | 0:10:00 | *      | 6.7 a   | the regulations must set the default time          |
      | fide-2018-01 | 0:00:01 | 1-0    | 6.7.1   | not specified: zero                                |
      | fide-2023    | 0:00:01 | 1-0    | 6.7.1   | not specified: zero                                |

  @art-6.7.1
  Scenario: With a default time of 15 minutes in the regulations, 10 minutes late costs 10 minutes
    Given a game under fide-2023 with the time control "5400"
    And the event regulations
      """
      id: open-15
      kind: regulations
      title: "Open with a 15-minute default time"
      language: en
      in_force: "2023-01-01"
      base: fide-2023
      event: "feature example"
      parameters:
        default:
          time:
            article: "Reg. 5"
            value: {minutes: 15, regulations_may_set: true}
      """
    When Black arrives at the board 0:10:00 after the start
    Then the game continues
    And Black's clock shows 1:20:00
    And the arbiter cites article "Reg. 5"
