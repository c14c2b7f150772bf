@five-hand @option:var:called-card
Feature: The five-player game with partners found by a called card
  Under var:called-card the contractor does not name partners: once the
  auction closes, and before the kitty is taken up, the contractor calls a
  card of the pack, or two at eight tricks or more, and whoever holds a
  called card is a partner for the hand (SEAT-12, DECIDE-62 to DECIDE-64).
  The holder knows it from the call; the rest of the table learns it when the
  card is played (SEAT-13, DECIDE-65). A called card the contractor holds, or
  one lying in the kitty, finds nobody (DECIDE-63); misère is played alone,
  with no call (DECIDE-66).

  P5 deals, so P1 calls first. P1 holds the joker, both red jacks, the top
  hearts and the black aces; P2 the spades from the king down, P3 the clubs
  from the king down, P4 the diamonds bar the jack, 3 and 2; P5 the low
  hearts with 3S 2S 3C; the kitty is 2C 3D 2D.

  Background:
    Given the deal "p1-joker-top-hearts-5"

  @SEAT-12 @DECIDE-63
  Rule: SEAT-12 The contractor calls a card; its holder is the partner

    Scenario: The auction closes with the contractor to call a card, the kitty not yet taken
      Given the actions "P1 bid 7H, P2 pass, P3 pass, P4 pass"
      When the action "P5 pass" is taken
      Then the action is accepted
      And it is P1's turn
      And P1 holds 10 cards
      And the called cards are "none"
      And the partners of the hand are "none"

    Scenario: Calling the king of spades makes its holder P2 the partner; the kitty is then taken up
      Given the actions "P1 bid 7H, P2 pass, P3 pass, P4 pass, P5 pass"
      When the action "P1 call KS" is taken
      Then the action is accepted
      And P1 holds 13 cards
      And it is P1's turn
      And the called cards are "KS"
      And the partners of the hand are "P2"

    Scenario Outline: Only the contractor calls, each card once, in the partner phase alone
      Given the actions "P1 bid 8H, P2 pass, P3 pass, P4 pass, P5 pass"
      When the action "<call>" is taken
      Then the action is refused under SEAT-12

      Examples:
        | call          |
        | P2 call KS QC |
        | P1 call KS KS |
        | P1 partner P2 P3 |

    Scenario: Nobody calls a card during the auction
      Given the actions "P1 bid 7H"
      When the action "P1 call KS" is taken
      Then the action is refused under SEAT-12

    Scenario: Nobody leads before the card is called
      Given the actions "P1 bid 7H, P2 pass, P3 pass, P4 pass, P5 pass"
      When the action "P1 play AS" is taken
      Then the action is refused under SEAT-12

    @KITTY-01
    Scenario: The contractor cannot discard before calling
      Given the actions "P1 bid 7H, P2 pass, P3 pass, P4 pass, P5 pass"
      When the action "P1 discard 9H 10H QH" is taken
      Then the action is refused under KITTY-01

    @DECIDE-63
    Scenario: A card the contractor holds finds no partner: P1 plays alone
      Given the actions "P1 bid 7H, P2 pass, P3 pass, P4 pass, P5 pass"
      When the action "P1 call AH" is taken
      Then the action is accepted
      And the called cards are "AH"
      And the partners of the hand are "none"

    @DECIDE-63
    Scenario: A card lying in the kitty finds no partner, and the contractor takes it up
      Given the actions "P1 bid 7H, P2 pass, P3 pass, P4 pass, P5 pass"
      When the action "P1 call 3D" is taken
      Then the action is accepted
      And the partners of the hand are "none"
      And P1 holds "JK JH JD AH KH QH 10H 9H AS AC 2C 3D 2D"

    @DECIDE-64
    Scenario: The joker may be called like any other card
      Given the actions "P1 bid 6S, P2 bid 6C, P3 pass, P4 pass, P5 pass, P1 pass"
      When the action "P2 call JK" is taken
      Then the action is accepted
      And the partners of the hand are "P1"

  @SEAT-11 @DECIDE-64
  Rule: SEAT-11 One card up to seven tricks, two cards from eight tricks

    Scenario Outline: The number of cards called follows the contract's level
      Given the actions "P1 bid <contract>, P2 pass, P3 pass, P4 pass, P5 pass"
      When the action "<call>" is taken
      Then the action is <outcome>

      Examples:
        | contract | call          | outcome               |
        | 6H       | P1 call KC    | accepted              |
        | 6H       | P1 call KS KC | refused under SEAT-11 |
        | 7NT      | P1 call KS KC | refused under SEAT-11 |
        | 8H       | P1 call KC    | refused under SEAT-11 |
        | 8H       | P1 call KS KC | accepted              |
        | 10H      | P1 call AD 8H | accepted              |

    Scenario: Two called cards held by two players give two partners
      Given the actions "P1 bid 8H, P2 pass, P3 pass, P4 pass, P5 pass"
      When the action "P1 call KS KC" is taken
      Then the partners of the hand are "P2 P3"
      And the called cards are "KS KC"

    Scenario: Two called cards held by one player give one partner only
      Given the actions "P1 bid 8H, P2 pass, P3 pass, P4 pass, P5 pass"
      When the action "P1 call KS QS" is taken
      Then the partners of the hand are "P2"

    Scenario: Of two called cards, one in the contractor's own hand finds nobody
      Given the actions "P1 bid 9H, P2 pass, P3 pass, P4 pass, P5 pass"
      When the action "P1 call AS KD" is taken
      Then the partners of the hand are "P4"

  @SEAT-13 @DECIDE-65
  Rule: SEAT-13 The called card's holder is known when the card falls

    Scenario: Before the card falls only its holder sees the partnership
      Given the actions "P1 bid 7H, P2 pass, P3 pass, P4 pass, P5 pass, P1 call KS"
      Then P2 sees the partners "P2"
      And P1 sees the partners "none"
      And P3 sees the partners "none"
      And a spectator sees the partners "none"

    Scenario: Once the called card is played everyone sees the partnership
      Given the actions "P1 bid 7H, P2 pass, P3 pass, P4 pass, P5 pass, P1 call KS, P1 discard 2C 3D 2D, P1 play AS"
      When the action "P2 play KS" is taken
      Then the action is accepted
      And P1 sees the partners "P2"
      And P3 sees the partners "P2"
      And P5 sees the partners "P2"
      And a spectator sees the partners "P2"

    Scenario: A spade of P2's other than the called king reveals nothing
      Given the actions "P1 bid 7H, P2 pass, P3 pass, P4 pass, P5 pass, P1 call KS, P1 discard 2C 3D 2D, P1 play AS"
      When the action "P2 play 4S" is taken
      Then P3 sees the partners "none"
      And P2 sees the partners "P2"

  @MIS-06 @DECIDE-66
  Rule: DECIDE-66 Misère is played alone, with nothing called

    Scenario: After a misère the contractor takes up the kitty at once
      Given the actions "P1 bid 7H, P2 bid MIS, P3 pass, P4 pass, P5 pass"
      When the action "P1 pass" is taken
      Then the action is accepted
      And P2 holds 13 cards
      And the partners of the hand are "none"

    @SEAT-12
    Scenario: A card called in misère is refused
      Given the actions "P1 bid 7H, P2 bid MIS, P3 pass, P4 pass, P5 pass, P1 pass"
      When the action "P2 call AS" is taken
      Then the action is refused under SEAT-12
