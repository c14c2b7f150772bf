@american-46
Feature: Two jokers at no trumps and in misère in the 46-card game
  Without trumps each joker is treated as the single joker of the other
  games (JOKER-17): suitless unless nominated, it wins any trick it goes
  to, may not be played while its holder can follow suit, names a suit when
  led, and in misère must be played by a void holder. One nomination gives
  both jokers its suit (DECIDE-59). Whenever both fall in one trick the black
  one wins (RANK-11). A player on lead with nothing but suitless jokers, none
  of which may be led, leads one naming any suit (DECIDE-60).

  @JOKER-17 @RANK-11 @JOKER-06
  Rule: JOKER-17 Two jokers at no trumps and in misère

    Scenario Outline: Without a nomination both jokers are suitless and the black one wins
      Given the contract is "<contract>"
      Then the card BJ counts as suit none
      And the card RJ counts as suit none
      And the trick "<cards>" is won by the card BJ

      Examples:
        | contract | cards          |
        | 7NT      | RJ:S AS BJ KS  |
        | 7NT      | BJ:H RJ AH KH  |
        | 7NT      | AD BJ RJ KD    |
        | MIS      | RJ:D 4D BJ     |

    Scenario Outline: A nomination gives both jokers its suit, the black one on top
      Given the contract is "<contract>"
      And the joker is nominated as H
      Then the card BJ counts as suit H
      And the card RJ counts as suit H
      And the trick "<cards>" is won by the card <winner>

      Examples:
        | contract | cards       | winner |
        | 7NT      | AH RJ BJ KH | BJ     |
        | 7NT      | AH RJ KH 4H | RJ     |
        | MIS      | KH AH RJ    | RJ     |
        | 7NT      | BJ AS KS QS | BJ     |

  @JOKER-10 @JOKER-07 @JOKER-17
  Rule: JOKER-10 A led suitless joker must name a fresh suit

    Background:
      Given the deal "w-red-joker-spades-46"
      And the actions "S pass, W bid 7NT, N pass, E pass, W discard 4D 4C 6D 5D 6C 5C, W nominate none"

    Scenario: The red joker led naming hearts; the black joker may go on it from a hand with no heart
      When the action "W play RJ H" is taken
      Then the action is accepted
      And the legal plays are "BJ 10S 9S 8S 7S QC JC 10C 9C 8C"

    Scenario: The black joker wins the trick over the red one
      When the actions "W play RJ H, N play BJ, E play 9H, S play 7H" are taken
      Then trick 1 is won by N

    Scenario: On a spade lead the holder of a suitless joker who can follow must follow
      When the action "W play AS" is taken
      Then the legal plays are "10S 9S 8S 7S"

  @DECIDE-59 @JOKER-05
  Rule: DECIDE-59 One nomination covers both jokers

    Background:
      Given the deal "w-red-joker-spades-46"
      And the actions "S pass, W bid 7NT, N pass, E pass, W discard 4D 4C 6D 5D 6C 5C"

    Scenario: The contractor holding the red joker is offered the nomination
      Then it is W's turn
      And the legal actions are "W nominate S, W nominate C, W nominate D, W nominate H, W nominate none"

    Scenario: Hearts nominated: the black joker is the only heart of its holder and must follow a heart lead
      Given the actions "W nominate H"
      When the action "W play AH" is taken
      Then the legal plays are "BJ"

    Scenario: Hearts nominated: the black joker wins the heart trick over the ace
      Given the actions "W nominate H"
      When the actions "W play AH, N play BJ, E play 8H, S play 7H" are taken
      Then trick 1 is won by N

  @DECIDE-60 @JOKER-11 @DECIDE-41
  Rule: DECIDE-60 A hand of nothing but suitless jokers leads one of them

    Background:
      Given the deal "e-both-jokers-46"
      And the actions "E bid 8NT, S pass, W pass, N pass, E discard 6D 5D 4D 6H 5H 4H, E nominate none"
      And the actions "E play AS, S play 7S, W play 4S, N play 10S, E play KS, S play 8S, W play 5S, N play JS"
      And the actions "E play AC, S play 7C, W play 4C, N play 10C, E play KC, S play 8C, W play 5C, N play JC"
      And the actions "E play AD, S play 9D, W play 7D, N play JD, E play KD, S play 10D, W play 8D, N play QD"
      And the actions "E play AH, S play 9H, W play 7H, N play JH"

    Scenario: With another card in hand after all four suits are led, the jokers wait
      Then the legal plays are "KH"

    Scenario: With nothing but the two suitless jokers at trick 9, either is led naming any suit
      Given the actions "E play KH, S play 10H, W play 8H, N play QH"
      Then the legal actions are "E play RJ S, E play RJ C, E play RJ D, E play RJ H, E play BJ S, E play BJ C, E play BJ D, E play BJ H"

    Scenario: The red joker led naming clubs takes trick 9, and the black one leads the last
      Given the actions "E play KH, S play 10H, W play 8H, N play QH"
      When the actions "E play RJ C, S play 9C, W play 6C, N play QC" are taken
      Then trick 9 is won by E
      And the legal actions are "E play BJ S, E play BJ C, E play BJ D, E play BJ H"
