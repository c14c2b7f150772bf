@three-player
Feature: Which card takes a trick of three, by contract
  A trick of the three-player game holds three cards, written leader first
  ("JK:D" is the joker led naming diamonds). With a trump suit the joker, the
  right bower (the jack of trumps) and the left bower (the other jack of the
  same colour) head the trump suit, and any trump beats every card of the
  other suits; without trumps every jack stays in its suit and the joker,
  suitless, beats everything. The pack runs from the ace down to the 7.

  @RANK-01 @PLAY-05
  Rule: RANK-01 Plain suits rank from the ace downward

    Scenario Outline: Without a trump in the trick the best card of the suit led takes it
      Given the contract is "<contract>"
      Then the trick "<trick>" is won by the card <winner>

      Examples:
        | contract | trick      | winner |
        | 7S       | KH AH QH   | AH     |
        | 7S       | 10D JD 9D  | JD     |
        | 7H       | 9S 8S 7C   | 9S     |
        | 7NT      | QC KC 7D   | KC     |

  @RANK-02 @PLAY-05
  Rule: RANK-02 Order of the trump suit

    Scenario Outline: Under 7H the trumps rank joker, JH, JD, AH and down
      Given the contract is "7H"
      Then the trick "<trick>" is won by the card <winner>

      Examples:
        | trick      | winner |
        | AH JH KH   | JH     |
        | JH JD JK   | JK     |
        | KH JD AH   | JD     |
        | 9H QH 10H  | QH     |

  @RANK-03 @PLAY-05
  Rule: RANK-03 The left bower belongs fully to the trump suit

    Scenario Outline: The left bower is a trump, not a card of its printed suit
      Given the contract is "<contract>"
      Then the card <jack> counts as suit <suit>
      And the trick "<trick>" is won by the card <winner>

      Examples:
        | contract | jack | suit | trick      | winner |
        | 7S       | JC   | S    | AC KC JC   | JC     |
        | 7D       | JH   | D    | AH JH KH   | JH     |
        | 7C       | JS   | C    | AS JS KS   | JS     |

  @RANK-04 @PLAY-05
  Rule: RANK-04 A trump outranks every card of the other suits

    Scenario Outline: The lowest trump beats the ace of the suit led
      Given the contract is "<contract>"
      Then the trick "<trick>" is won by the card <winner>

      Examples:
        | contract | trick      | winner |
        | 7D       | AS KS 7D   | 7D     |
        | 7C       | AH 7C KH   | 7C     |

  @RANK-05
  Rule: RANK-05 No bowers at no trumps or in misère

    Scenario Outline: At 7NT the jacks stay in their suits, between the queen and the 10
      Given the contract is "7NT"
      Then the card <jack> counts as suit <suit>
      And the trick "<trick>" is won by the card <winner>

      Examples:
        | jack | suit | trick      | winner |
        | JH   | H    | QH JH 10H  | QH     |
        | JD   | D    | 10D JD 9D  | JD     |

  @RANK-06 @JOKER-01 @PLAY-05
  Rule: RANK-06 The joker stands above the right bower

    Scenario Outline: Under a trump suit the joker takes the bowers
      Given the contract is "<contract>"
      Then the card JK counts as suit <suit>
      And the trick "<trick>" is won by the card JK

      Examples:
        | contract | suit | trick      |
        | 7S       | S    | JS JK JC   |
        | 8H       | H    | JK JH AH   |
        | 6C       | C    | AD JK JC   |
