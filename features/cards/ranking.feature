@australian @american
Feature: Card ranking and the winner of a trick
  Which suit a card belongs to, and which card takes a trick, depend on the
  contract. With a trump suit the joker, the right bower (jack of trumps) and
  the left bower (the other jack of the same colour) head the trump suit, and
  the left bower leaves its printed suit. At no trumps and in misère the
  jacks stay in their own suits and an unnominated joker has no suit and
  beats everything. A trick is written lead first; "JK:D" is a suitless joker
  led as a diamond.

  @RANK-01
  Rule: RANK-01 Plain suits rank from the ace downward

    Scenario Outline: The best card of the plain suit led takes a trick without trumps
      Given the contract is "<contract>"
      Then the trick "<trick>" is won by the card <winner>

      Examples:
        | contract | trick        | winner |
        | 7S       | 10H JH 9H 4H | JH     |
        | 7S       | KH AH QH 5H  | AH     |
        | 7S       | QH 10H JH 9H | QH     |
        | 7S       | 5D 4D 6C 7C  | 5D     |
        | 7H       | 6C 5C 9C 7C  | 9C     |
        | 7C       | 10S 9S 8S 7S | 10S    |
        | 7D       | KS QS AS 5S  | AS     |

  @RANK-02
  Rule: RANK-02 Order of the trump suit

    Scenario Outline: Trumps rank joker, right bower, left bower, then ace down
      Given the contract is "<contract>"
      Then the trick "<trick>" is won by the card <winner>

      Examples:
        | contract | trick        | winner |
        | 7H       | AH JD KH QH  | JD     |
        | 7H       | JD JH AH 4H  | JH     |
        | 7H       | JH JK JD AH  | JK     |
        | 7H       | QH 10H KH 9H | KH     |
        | 7H       | 10H QH 4H 9H | QH     |
        | 7H       | 5H 4H 6S 7S  | 5H     |
        | 7D       | 4D 5D 9S AS  | 5D     |
        | 7S       | AS JC KS QS  | JC     |
        | 7S       | JC JS 5S AS  | JS     |
        | 7C       | KC AC 5C JS  | JS     |
        | 7C       | 6C 5C 7C 8D  | 7C     |

  @RANK-03
  Rule: RANK-03 The left bower belongs fully to the trump suit

    Scenario Outline: The left bower counts as a trump and not as its printed suit
      Given the contract is "<contract>"
      Then the card <card> counts as suit <suit>

      Examples:
        | contract | card | suit |
        | 7H       | JD   | H    |
        | 7H       | JH   | H    |
        | 7D       | JH   | D    |
        | 7D       | JD   | D    |
        | 7S       | JC   | S    |
        | 7C       | JS   | C    |
        | 7H       | JS   | S    |
        | 7H       | JC   | C    |
        | 7S       | JD   | D    |
        | 7S       | JH   | H    |
        | 7H       | AD   | D    |
        | 7H       | 4D   | D    |
        | 7C       | AS   | S    |

    Scenario Outline: The left bower wins as a trump
      Given the contract is "<contract>"
      Then the trick "<trick>" is won by the card <winner>

      Examples:
        | contract | trick       | winner |
        | 7H       | AD KD QD JD | JD     |
        | 7D       | AH JH KH QH | JH     |
        | 7D       | JH AH KH QH | JH     |
        | 7D       | JH AD KD QD | JH     |
        | 7S       | JC AC KC QC | JC     |
        | 7C       | AS KS JS QS | JS     |

  @RANK-04
  Rule: RANK-04 A trump outranks every card of the other suits

    Scenario Outline: The lowest trump beats the ace of the suit led
      Given the contract is "<contract>"
      Then the trick "<trick>" is won by the card <winner>

      Examples:
        | contract | trick       | winner |
        | 7S       | AH KH QH 5S | 5S     |
        | 7C       | AD 5C KD QD | 5C     |
        | 7H       | AS KS 4H QS | 4H     |
        | 7D       | AC KC QC 4D | 4D     |
        | 7H       | AC JD KC QC | JD     |

  @RANK-05
  Rule: RANK-05 No bowers at no trumps or in misère

    Scenario Outline: Without trumps every jack stays in its printed suit
      Given the contract is "<contract>"
      Then the card <card> counts as suit <suit>

      Examples:
        | contract | card | suit |
        | 7NT      | JD   | D    |
        | 7NT      | JH   | H    |
        | 8NT      | JS   | S    |
        | 8NT      | JC   | C    |
        | MIS      | JD   | D    |
        | OMIS     | JC   | C    |

    Scenario Outline: Without trumps a jack ranks between the queen and the 10
      Given the contract is "<contract>"
      Then the trick "<trick>" is won by the card <winner>

      Examples:
        | contract | trick        | winner |
        | 7NT      | QC JC 10C AS | QC     |
        | 7NT      | 10C JC 9C 5C | JC     |
        | 7NT      | 10H JD 9H 4H | 10H    |
        | 7NT      | 9S JC AC KC  | 9S     |
        | MIS      | QC JC 10C    | QC     |
        | MIS      | 10D JH 9D    | 10D    |
        | OMIS     | JS 10S 9S    | JS     |

  @RANK-06
  Rule: RANK-06 The joker stands above the right bower

    Scenario Outline: With a trump suit the joker takes every trick it is played to
      Given the contract is "<contract>"
      Then the trick "<trick>" is won by the card <winner>

      Examples:
        | contract | trick       | winner |
        | 7S       | AS JS JK KS | JK     |
        | 7S       | JK JS JC AS | JK     |
        | 7D       | JD JK JH AD | JK     |
        | 7H       | 4H JH JD JK | JK     |
        | 7C       | AD KD JK QD | JK     |

  @RANK-07
  Rule: RANK-07 Joker as the sole trump at no trumps

    Scenario Outline: An unnominated joker has no suit
      Given the contract is "<contract>"
      Then the card JK counts as suit none

      Examples:
        | contract |
        | 7NT      |
        | 10NT     |
        | MIS      |
        | OMIS     |

    Scenario Outline: An unnominated joker beats every other card at no trumps
      Given the contract is "<contract>"
      Then the trick "<trick>" is won by the card <winner>

      Examples:
        | contract | trick         | winner |
        | 9NT      | AS JK KS QS   | JK     |
        | 7NT      | AS KS QS JK   | JK     |
        | 7NT      | JK:D AD KD QD | JK     |
        | 6NT      | JK:C AC KC QC | JK     |

    @JOKER-05
    Scenario: A joker nominated as a heart counts as a heart
      Given the contract is "7NT"
      And the joker is nominated as H
      Then the card JK counts as suit H

    @JOKER-05
    Scenario Outline: A joker nominated as a heart is the top heart and wins nothing else
      Given the contract is "7NT"
      And the joker is nominated as H
      Then the trick "<trick>" is won by the card <winner>

      Examples:
        | trick       | winner |
        | AH KH JK QH | JK     |
        | JK AH KH QH | JK     |
        | AS JK KS QS | AS     |

  @PLAY-05
  Rule: PLAY-05 How a trick is won

    Scenario Outline: The best trump in the trick wins, or else the best card of the suit led
      Given the contract is "<contract>"
      Then the trick "<trick>" is won by the card <winner>

      Examples:
        | contract | trick        | winner |
        | 7S       | AD KD 5S 10D | 5S     |
        | 7S       | AD 5S 6S 10D | 6S     |
        | 7H       | AD KD 5S 10D | AD     |
        | 7S       | 9C AD KC 5C  | KC     |
        | 7NT      | 10C 9C AD 5C | 10C    |
        | 7D       | 5C AH AS 6C  | 6C     |

  @JOKER-01
  Rule: JOKER-01 The joker tops the trump suit

    Scenario Outline: The joker belongs to the trump suit
      Given the contract is "<contract>"
      Then the card JK counts as suit <contract_suit>

      Examples:
        | contract | contract_suit |
        | 6S       | S             |
        | 7C       | C             |
        | 8D       | D             |
        | 10H      | H             |

    Scenario Outline: The right bower loses to the joker and the left bower to the right
      Given the contract is "<contract>"
      Then the trick "<trick>" is won by the card <winner>

      Examples:
        | contract | trick       | winner |
        | 7D       | JD JK JH AD | JK     |
        | 7D       | JH JD AD KD | JD     |
        | 7S       | JS AH JK KH | JK     |
