// Generated from spec/variants/*.yaml, spec/options.yaml and spec/rules/*.yaml by
// tools/export_data.py: do not edit.
export default /** @type {any} */ ({
  "variants": {
    "american-45": {
      "id": "american-45",
      "title": "45-card four-player game",
      "aliases": [
        "american 45",
        "45-card",
        "am-45"
      ],
      "sources": [
        "wikipedia",
        "iowa-state-rules",
        "official-team-rules",
        "uspcc",
        "avondale",
        "australian-page",
        "decision"
      ],
      "words": {
        "kitty": "kitty"
      },
      "description": "Four players in two partnerships with a 45-card pack: ace down to 4 in every suit and the joker. Each player holds ten cards and five go to the kitty, so the contractor takes up five and lays away five. The auction is that of the American game: one call each, bids ranked by value, nullo between 8S and 8C.",
      "first_dealer": "given",
      "seats": [
        "N",
        "E",
        "S",
        "W"
      ],
      "sides": {
        "NS": [
          "N",
          "S"
        ],
        "EW": [
          "E",
          "W"
        ]
      },
      "pack": {
        "S": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9",
          "8",
          "7",
          "6",
          "5",
          "4"
        ],
        "C": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9",
          "8",
          "7",
          "6",
          "5",
          "4"
        ],
        "D": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9",
          "8",
          "7",
          "6",
          "5",
          "4"
        ],
        "H": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9",
          "8",
          "7",
          "6",
          "5",
          "4"
        ],
        "jokers": 1
      },
      "deal": [
        {
          "to": "each",
          "cards": 3
        },
        {
          "to": "kitty",
          "cards": 3
        },
        {
          "to": "each",
          "cards": 2
        },
        {
          "to": "kitty",
          "cards": 2
        },
        {
          "to": "each",
          "cards": 3
        },
        {
          "to": "each",
          "cards": 2
        }
      ],
      "auction": {
        "rounds": "single",
        "misere_entry_level": null,
        "high_bidder_final_turn": false,
        "all_pass": "throw-in",
        "dealer_after_throw_in": "left",
        "absent_bid_rules": {
          "BMIS": "BID-24"
        }
      },
      "bid_ladder": [
        "6S",
        "6C",
        "6D",
        "6H",
        "6NT",
        "7S",
        "7C",
        "7D",
        "7H",
        "7NT",
        "8S",
        "MIS",
        "8C",
        "8D",
        "8H",
        "8NT",
        "9S",
        "9C",
        "9D",
        "9H",
        "9NT",
        "10S",
        "10C",
        "10D",
        "OMIS",
        "10H",
        "10NT"
      ],
      "contract_values": {
        "6S": 40,
        "6C": 60,
        "6D": 80,
        "6H": 100,
        "6NT": 120,
        "7S": 140,
        "7C": 160,
        "7D": 180,
        "7H": 200,
        "7NT": 220,
        "8S": 240,
        "8C": 260,
        "8D": 280,
        "8H": 300,
        "8NT": 320,
        "9S": 340,
        "9C": 360,
        "9D": 380,
        "9H": 400,
        "9NT": 420,
        "10S": 440,
        "10C": 460,
        "10D": 480,
        "10H": 500,
        "10NT": 520,
        "MIS": 250,
        "OMIS": 500
      },
      "scoring": {
        "slam_value": 250,
        "defence_points_per_trick": 10,
        "defence_points": "always",
        "defence_points_in_misere": false,
        "defence_cap": null,
        "no_defence_points_over": null
      },
      "play": {
        "first_lead": "contractor",
        "misere_partner_sits_out": true,
        "misere_ends_on_first_trick_won": true,
        "open_misere_exposed_after_trick": 1
      },
      "joker": {
        "nomination": true,
        "lead_named_suit": "unled",
        "compulsory_when_void_in_misere": true,
        "lead_last_trick_only": false,
        "suitless_follows_any_trick": false
      },
      "end": {
        "target": 500,
        "win_requires_made_contract": true,
        "lose_at": -500,
        "backwards": "lose",
        "defence_can_win": false
      },
      "cite": {
        "BID-19": "BID-25",
        "BID-07": "BID-25",
        "KITTY-04": "KITTY-05",
        "KITTY-02": "KITTY-05",
        "KITTY-01": "KITTY-05",
        "DEAL-02": "DEAL-06",
        "DEAL-01": "DEAL-06"
      },
      "options": {
        "ref:open-misere-top": {
          "set": {
            "bid_ladder.place": {
              "OMIS": "10NT"
            }
          }
        },
        "ref:no-defence-points": {
          "set": {
            "scoring.defence_points": "never"
          }
        },
        "ref:win-by-defence": {
          "set": {
            "end.defence_can_win": true,
            "end.win_requires_made_contract": false,
            "end.backwards": "play-on"
          }
        },
        "ref:all-pass-play-nt": {
          "set": {
            "auction.all_pass": "play-no-trumps"
          }
        },
        "ref:no-joker-nomination": {
          "set": {
            "joker.nomination": false
          }
        }
      }
    },
    "american-46": {
      "id": "american-46",
      "title": "46-card four-player game with two jokers",
      "aliases": [
        "american 46",
        "46-card",
        "am-46",
        "two jokers"
      ],
      "sources": [
        "wikipedia",
        "trickster-help",
        "forty-six-card-app",
        "iowa-state-rules",
        "official-team-rules",
        "uspcc",
        "avondale",
        "australian-page",
        "decision"
      ],
      "words": {
        "kitty": "kitty"
      },
      "description": "Four players in two partnerships with a 46-card pack: ace down to 4 in every suit and two jokers, the black joker ranking above the red. Each player holds ten cards and six go to the kitty, so the contractor takes up six and lays away six. The auction is that of the American game: one call each, bids ranked by value, nullo between 8S and 8C.",
      "first_dealer": "given",
      "seats": [
        "N",
        "E",
        "S",
        "W"
      ],
      "sides": {
        "NS": [
          "N",
          "S"
        ],
        "EW": [
          "E",
          "W"
        ]
      },
      "pack": {
        "S": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9",
          "8",
          "7",
          "6",
          "5",
          "4"
        ],
        "C": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9",
          "8",
          "7",
          "6",
          "5",
          "4"
        ],
        "D": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9",
          "8",
          "7",
          "6",
          "5",
          "4"
        ],
        "H": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9",
          "8",
          "7",
          "6",
          "5",
          "4"
        ],
        "jokers": 2,
        "joker_order": [
          "BJ",
          "RJ"
        ]
      },
      "deal": [
        {
          "to": "each",
          "cards": 3
        },
        {
          "to": "kitty",
          "cards": 2
        },
        {
          "to": "each",
          "cards": 4
        },
        {
          "to": "kitty",
          "cards": 2
        },
        {
          "to": "each",
          "cards": 3
        },
        {
          "to": "kitty",
          "cards": 2
        }
      ],
      "auction": {
        "rounds": "single",
        "misere_entry_level": null,
        "high_bidder_final_turn": false,
        "all_pass": "throw-in",
        "dealer_after_throw_in": "left",
        "absent_bid_rules": {
          "BMIS": "BID-24"
        }
      },
      "bid_ladder": [
        "6S",
        "6C",
        "6D",
        "6H",
        "6NT",
        "7S",
        "7C",
        "7D",
        "7H",
        "7NT",
        "8S",
        "MIS",
        "8C",
        "8D",
        "8H",
        "8NT",
        "9S",
        "9C",
        "9D",
        "9H",
        "9NT",
        "10S",
        "10C",
        "10D",
        "OMIS",
        "10H",
        "10NT"
      ],
      "contract_values": {
        "6S": 40,
        "6C": 60,
        "6D": 80,
        "6H": 100,
        "6NT": 120,
        "7S": 140,
        "7C": 160,
        "7D": 180,
        "7H": 200,
        "7NT": 220,
        "8S": 240,
        "8C": 260,
        "8D": 280,
        "8H": 300,
        "8NT": 320,
        "9S": 340,
        "9C": 360,
        "9D": 380,
        "9H": 400,
        "9NT": 420,
        "10S": 440,
        "10C": 460,
        "10D": 480,
        "10H": 500,
        "10NT": 520,
        "MIS": 250,
        "OMIS": 500
      },
      "scoring": {
        "slam_value": 250,
        "defence_points_per_trick": 10,
        "defence_points": "always",
        "defence_points_in_misere": false,
        "defence_cap": null,
        "no_defence_points_over": null
      },
      "play": {
        "first_lead": "contractor",
        "misere_partner_sits_out": true,
        "misere_ends_on_first_trick_won": true,
        "open_misere_exposed_after_trick": 1
      },
      "joker": {
        "nomination": true,
        "lead_named_suit": "unled",
        "compulsory_when_void_in_misere": true,
        "lead_last_trick_only": false,
        "suitless_follows_any_trick": false
      },
      "end": {
        "target": 500,
        "win_requires_made_contract": true,
        "lose_at": -500,
        "backwards": "lose",
        "defence_can_win": false
      },
      "cite": {
        "BID-19": "BID-25",
        "BID-07": "BID-25",
        "KITTY-04": "KITTY-07",
        "KITTY-02": "KITTY-07",
        "KITTY-01": "KITTY-07",
        "DEAL-02": "DEAL-11",
        "DEAL-01": "DEAL-11",
        "DECK-04": "DECK-10",
        "RANK-02": "RANK-11",
        "JOKER-01": "RANK-11"
      },
      "options": {
        "ref:open-misere-top": {
          "set": {
            "bid_ladder.place": {
              "OMIS": "10NT"
            }
          }
        },
        "ref:no-defence-points": {
          "set": {
            "scoring.defence_points": "never"
          }
        },
        "ref:win-by-defence": {
          "set": {
            "end.defence_can_win": true,
            "end.win_requires_made_contract": false,
            "end.backwards": "play-on"
          }
        },
        "ref:all-pass-play-nt": {
          "set": {
            "auction.all_pass": "play-no-trumps"
          }
        },
        "ref:no-joker-nomination": {
          "set": {
            "joker.nomination": false
          }
        }
      }
    },
    "american": {
      "id": "american",
      "title": "American four-player game",
      "aliases": [
        "american 4-hand",
        "am-4p",
        "nullo-by-value"
      ],
      "sources": [
        "official-team-rules",
        "wikipedia",
        "uspcc",
        "avondale",
        "australian-page"
      ],
      "words": {
        "kitty": "kitty"
      },
      "description": "Four players in two partnerships with the 43-card pack. Each player calls once (BID-25); bids rank by value, so nullo (250) sits between 8S (240) and 8C (260) and needs no earlier bid (BID-24, BID-26). Open nullo (500), which the rule books cited for this game do not describe, is kept from the Australian game by our decision, tied with 10H and just below it (BID-24, C-02). The joker, the play and the end of the game are those of the Australian rules page (DECIDE-40). This is a game of its own, not the option american-bidding, which only gives the Australian game one round of bidding.",
      "first_dealer": "given",
      "seats": [
        "N",
        "E",
        "S",
        "W"
      ],
      "sides": {
        "NS": [
          "N",
          "S"
        ],
        "EW": [
          "E",
          "W"
        ]
      },
      "pack": {
        "S": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9",
          "8",
          "7",
          "6",
          "5"
        ],
        "C": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9",
          "8",
          "7",
          "6",
          "5"
        ],
        "D": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9",
          "8",
          "7",
          "6",
          "5",
          "4"
        ],
        "H": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9",
          "8",
          "7",
          "6",
          "5",
          "4"
        ],
        "jokers": 1
      },
      "deal": [
        {
          "to": "each",
          "cards": 3
        },
        {
          "to": "kitty",
          "cards": 1
        },
        {
          "to": "each",
          "cards": 4
        },
        {
          "to": "kitty",
          "cards": 1
        },
        {
          "to": "each",
          "cards": 3
        },
        {
          "to": "kitty",
          "cards": 1
        }
      ],
      "auction": {
        "rounds": "single",
        "misere_entry_level": null,
        "high_bidder_final_turn": false,
        "all_pass": "throw-in",
        "dealer_after_throw_in": "left",
        "absent_bid_rules": {
          "BMIS": "BID-24"
        }
      },
      "bid_ladder": [
        "6S",
        "6C",
        "6D",
        "6H",
        "6NT",
        "7S",
        "7C",
        "7D",
        "7H",
        "7NT",
        "8S",
        "MIS",
        "8C",
        "8D",
        "8H",
        "8NT",
        "9S",
        "9C",
        "9D",
        "9H",
        "9NT",
        "10S",
        "10C",
        "10D",
        "OMIS",
        "10H",
        "10NT"
      ],
      "contract_values": {
        "6S": 40,
        "6C": 60,
        "6D": 80,
        "6H": 100,
        "6NT": 120,
        "7S": 140,
        "7C": 160,
        "7D": 180,
        "7H": 200,
        "7NT": 220,
        "8S": 240,
        "8C": 260,
        "8D": 280,
        "8H": 300,
        "8NT": 320,
        "9S": 340,
        "9C": 360,
        "9D": 380,
        "9H": 400,
        "9NT": 420,
        "10S": 440,
        "10C": 460,
        "10D": 480,
        "10H": 500,
        "10NT": 520,
        "MIS": 250,
        "OMIS": 500
      },
      "scoring": {
        "slam_value": 250,
        "defence_points_per_trick": 10,
        "defence_points": "always",
        "defence_points_in_misere": false,
        "defence_cap": null,
        "no_defence_points_over": null
      },
      "play": {
        "first_lead": "contractor",
        "misere_partner_sits_out": true,
        "misere_ends_on_first_trick_won": true,
        "open_misere_exposed_after_trick": 1
      },
      "joker": {
        "nomination": true,
        "lead_named_suit": "unled",
        "compulsory_when_void_in_misere": true,
        "lead_last_trick_only": false,
        "suitless_follows_any_trick": false
      },
      "end": {
        "target": 500,
        "win_requires_made_contract": true,
        "lose_at": -500,
        "backwards": "lose",
        "defence_can_win": false
      },
      "cite": {
        "BID-19": "BID-25",
        "BID-07": "BID-25"
      },
      "options": {
        "ref:open-misere-top": {
          "set": {
            "bid_ladder.place": {
              "OMIS": "10NT"
            }
          }
        },
        "ref:no-defence-points": {
          "set": {
            "scoring.defence_points": "never"
          }
        },
        "ref:win-by-defence": {
          "set": {
            "end.defence_can_win": true,
            "end.win_requires_made_contract": false,
            "end.backwards": "play-on"
          }
        },
        "ref:all-pass-play-nt": {
          "set": {
            "auction.all_pass": "play-no-trumps"
          }
        },
        "ref:no-joker-nomination": {
          "set": {
            "joker.nomination": false
          }
        }
      }
    },
    "australian": {
      "id": "australian",
      "title": "Australian four-player game",
      "aliases": [
        "australian 4-hand",
        "au-4p",
        "four-player"
      ],
      "sources": [
        "australian-page",
        "avondale"
      ],
      "words": {
        "kitty": "kitty"
      },
      "first_dealer": "given",
      "seats": [
        "N",
        "E",
        "S",
        "W"
      ],
      "sides": {
        "NS": [
          "N",
          "S"
        ],
        "EW": [
          "E",
          "W"
        ]
      },
      "pack": {
        "S": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9",
          "8",
          "7",
          "6",
          "5"
        ],
        "C": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9",
          "8",
          "7",
          "6",
          "5"
        ],
        "D": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9",
          "8",
          "7",
          "6",
          "5",
          "4"
        ],
        "H": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9",
          "8",
          "7",
          "6",
          "5",
          "4"
        ],
        "jokers": 1
      },
      "deal": [
        {
          "to": "each",
          "cards": 3
        },
        {
          "to": "kitty",
          "cards": 1
        },
        {
          "to": "each",
          "cards": 4
        },
        {
          "to": "kitty",
          "cards": 1
        },
        {
          "to": "each",
          "cards": 3
        },
        {
          "to": "kitty",
          "cards": 1
        }
      ],
      "auction": {
        "rounds": "continuous",
        "misere_entry_level": 7,
        "high_bidder_final_turn": false,
        "all_pass": "throw-in",
        "dealer_after_throw_in": "left",
        "absent_bid_rules": {
          "BMIS": "BID-16"
        }
      },
      "bid_ladder": [
        "6S",
        "6C",
        "6D",
        "6H",
        "6NT",
        "7S",
        "7C",
        "7D",
        "7H",
        "7NT",
        "MIS",
        "8S",
        "8C",
        "8D",
        "8H",
        "8NT",
        "9S",
        "9C",
        "9D",
        "9H",
        "9NT",
        "10S",
        "10C",
        "10D",
        "OMIS",
        "10H",
        "10NT"
      ],
      "contract_values": {
        "6S": 40,
        "6C": 60,
        "6D": 80,
        "6H": 100,
        "6NT": 120,
        "7S": 140,
        "7C": 160,
        "7D": 180,
        "7H": 200,
        "7NT": 220,
        "8S": 240,
        "8C": 260,
        "8D": 280,
        "8H": 300,
        "8NT": 320,
        "9S": 340,
        "9C": 360,
        "9D": 380,
        "9H": 400,
        "9NT": 420,
        "10S": 440,
        "10C": 460,
        "10D": 480,
        "10H": 500,
        "10NT": 520,
        "MIS": 250,
        "OMIS": 500,
        "BMIS": 500
      },
      "scoring": {
        "slam_value": 250,
        "defence_points_per_trick": 10,
        "defence_points": "always",
        "defence_points_in_misere": false,
        "defence_cap": null,
        "no_defence_points_over": null
      },
      "play": {
        "first_lead": "contractor",
        "misere_partner_sits_out": true,
        "misere_ends_on_first_trick_won": true,
        "open_misere_exposed_after_trick": 1
      },
      "joker": {
        "nomination": true,
        "lead_named_suit": "unled",
        "compulsory_when_void_in_misere": true,
        "lead_last_trick_only": false,
        "suitless_follows_any_trick": false
      },
      "end": {
        "target": 500,
        "win_requires_made_contract": true,
        "lose_at": -500,
        "backwards": "lose",
        "defence_can_win": false
      },
      "options": {
        "american-bidding": {
          "set": {
            "auction.rounds": "single"
          }
        },
        "var:no-misere": {
          "set": {
            "bid_ladder.remove": [
              "MIS",
              "OMIS"
            ],
            "auction.absent_bid_rules": {
              "MIS": "BID-22",
              "OMIS": "BID-22",
              "BMIS": "BID-22"
            }
          }
        },
        "var:misere-without-seven": {
          "set": {
            "auction.misere_entry_level": null
          }
        },
        "var:joker-lead-last-only": {
          "set": {
            "joker.lead_last_trick_only": true
          }
        },
        "var:no-self-raise": {
          "set": {
            "auction.high_bidder_final_turn": false
          }
        },
        "var:defence-cap-490": {
          "set": {
            "scoring.defence_cap": 490
          }
        },
        "var:defence-cap-480": {
          "set": {
            "scoring.defence_cap": 480
          }
        },
        "ref:misere-rank-by-value": {
          "set": {
            "bid_ladder.place": {
              "MIS": "8S"
            },
            "auction.misere_entry_level": null
          }
        },
        "ref:open-misere-top": {
          "set": {
            "bid_ladder.place": {
              "OMIS": "10NT"
            }
          }
        },
        "ref:open-misere-below-ten-spades": {
          "set": {
            "bid_ladder.place": {
              "OMIS": "9NT"
            }
          }
        },
        "ref:defence-points-on-failure-only": {
          "set": {
            "scoring.defence_points": "on-failure"
          }
        },
        "ref:no-defence-points": {
          "set": {
            "scoring.defence_points": "never"
          }
        },
        "ref:win-by-defence": {
          "set": {
            "end.defence_can_win": true,
            "end.win_requires_made_contract": false,
            "end.backwards": "play-on"
          }
        },
        "ref:all-pass-play-nt": {
          "set": {
            "auction.all_pass": "play-no-trumps"
          }
        },
        "ref:high-bidder-final-turn": {
          "set": {
            "auction.high_bidder_final_turn": true
          }
        },
        "ref:no-joker-nomination": {
          "set": {
            "joker.nomination": false
          }
        },
        "ref:same-dealer-redeals": {
          "set": {
            "auction.dealer_after_throw_in": "same"
          }
        },
        "ref:stick-the-dealer": {
          "set": {
            "auction.all_pass": "dealer-must-bid"
          }
        },
        "ref:eldest-leads": {
          "set": {
            "play.first_lead": "eldest"
          }
        },
        "ref:open-misere-exposed-before-lead": {
          "set": {
            "play.open_misere_exposed_after_trick": 0
          }
        },
        "ref:no-defence-points-over-400": {
          "set": {
            "scoring.no_defence_points_over": 400
          }
        },
        "ref:minus500-only-if-other-nonnegative": {
          "set": {
            "end.backwards": "lose-if-other-nonnegative"
          }
        }
      }
    },
    "five-hand": {
      "id": "five-hand",
      "title": "Five-player game",
      "aliases": [
        "five-handed",
        "5p"
      ],
      "sources": [
        "bicycle-five-hand",
        "wikipedia-five-hand",
        "australian-page",
        "three-player-page",
        "avondale",
        "decision"
      ],
      "words": {
        "kitty": "kitty"
      },
      "description": "Five players, each for themselves, with the full 52-card pack and the joker: ten cards each and three to the kitty. The auction and the play are those of the Australian four-player game; once the auction is over the contractor names a partner among the other four players, or two partners at a contract of eight tricks or more, and they play that hand together. Every member of the contracting side scores or loses the contract's value; each defender scores ten for every trick they won themselves. In misère and open misère the contractor plays alone against the other four.",
      "first_dealer": "given",
      "seats": [
        "P1",
        "P2",
        "P3",
        "P4",
        "P5"
      ],
      "sides": {
        "P1": [
          "P1"
        ],
        "P2": [
          "P2"
        ],
        "P3": [
          "P3"
        ],
        "P4": [
          "P4"
        ],
        "P5": [
          "P5"
        ]
      },
      "partners": {
        "formed": "named",
        "by_level": {
          "6": 1,
          "7": 1,
          "8": 2,
          "9": 2,
          "10": 2
        },
        "misere": 0
      },
      "pack": {
        "S": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9",
          "8",
          "7",
          "6",
          "5",
          "4",
          "3",
          "2"
        ],
        "C": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9",
          "8",
          "7",
          "6",
          "5",
          "4",
          "3",
          "2"
        ],
        "D": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9",
          "8",
          "7",
          "6",
          "5",
          "4",
          "3",
          "2"
        ],
        "H": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9",
          "8",
          "7",
          "6",
          "5",
          "4",
          "3",
          "2"
        ],
        "jokers": 1
      },
      "deal": [
        {
          "to": "each",
          "cards": 3
        },
        {
          "to": "kitty",
          "cards": 1
        },
        {
          "to": "each",
          "cards": 4
        },
        {
          "to": "kitty",
          "cards": 1
        },
        {
          "to": "each",
          "cards": 3
        },
        {
          "to": "kitty",
          "cards": 1
        }
      ],
      "auction": {
        "rounds": "continuous",
        "misere_entry_level": 7,
        "high_bidder_final_turn": false,
        "all_pass": "throw-in",
        "dealer_after_throw_in": "left",
        "absent_bid_rules": {
          "BMIS": "BID-05"
        }
      },
      "bid_ladder": [
        "6S",
        "6C",
        "6D",
        "6H",
        "6NT",
        "7S",
        "7C",
        "7D",
        "7H",
        "7NT",
        "MIS",
        "8S",
        "8C",
        "8D",
        "8H",
        "8NT",
        "9S",
        "9C",
        "9D",
        "9H",
        "9NT",
        "10S",
        "10C",
        "10D",
        "OMIS",
        "10H",
        "10NT"
      ],
      "contract_values": {
        "6S": 40,
        "6C": 60,
        "6D": 80,
        "6H": 100,
        "6NT": 120,
        "7S": 140,
        "7C": 160,
        "7D": 180,
        "7H": 200,
        "7NT": 220,
        "8S": 240,
        "8C": 260,
        "8D": 280,
        "8H": 300,
        "8NT": 320,
        "9S": 340,
        "9C": 360,
        "9D": 380,
        "9H": 400,
        "9NT": 420,
        "10S": 440,
        "10C": 460,
        "10D": 480,
        "10H": 500,
        "10NT": 520,
        "MIS": 250,
        "OMIS": 500,
        "BMIS": 500
      },
      "scoring": {
        "slam_value": 250,
        "defence_points_per_trick": 10,
        "defence_points": "always",
        "defence_points_in_misere": false,
        "defence_cap": null,
        "no_defence_points_over": null
      },
      "play": {
        "first_lead": "contractor",
        "misere_partner_sits_out": false,
        "misere_ends_on_first_trick_won": true,
        "open_misere_exposed_after_trick": 1
      },
      "joker": {
        "nomination": true,
        "lead_named_suit": "unled",
        "compulsory_when_void_in_misere": true,
        "lead_last_trick_only": false,
        "suitless_follows_any_trick": false
      },
      "end": {
        "target": 500,
        "win_requires_made_contract": false,
        "lose_at": -500,
        "backwards": "play-on",
        "defence_can_win": true
      },
      "cite": {
        "DEAL-02": "DEAL-10",
        "DEAL-01": "DEAL-10",
        "DECK-01": "DECK-09"
      },
      "options": {
        "var:called-card": {
          "set": {
            "partners.formed": "called"
          }
        }
      }
    },
    "six-hand-pairs": {
      "id": "six-hand-pairs",
      "title": "Six-player game in three sides of two",
      "aliases": [
        "six-hand 3x2",
        "six-handed pairs"
      ],
      "sources": [
        "bicycle-six-hand",
        "trickster-help",
        "queens-slipper-pack",
        "six-handed-page",
        "wikipedia",
        "australian-page",
        "avondale",
        "decision"
      ],
      "words": {
        "kitty": "kitty"
      },
      "description": "Six players in three partnerships of two, partners sitting opposite, with the 63-card pack of the six-player game: the 52 cards, the 11s and 12s of every suit, the 13s of hearts and diamonds, and the joker. Each player holds ten cards and three go to the kitty. The auction, the play and the scoring are those of the Australian four-player game; both other sides score their own tricks in defence, and a misère contractor plays alone against the four players of the other sides.",
      "first_dealer": "given",
      "seats": [
        "P1",
        "P2",
        "P3",
        "P4",
        "P5",
        "P6"
      ],
      "sides": {
        "P14": [
          "P1",
          "P4"
        ],
        "P25": [
          "P2",
          "P5"
        ],
        "P36": [
          "P3",
          "P6"
        ]
      },
      "pack": {
        "S": [
          "A",
          "K",
          "Q",
          "J",
          "12",
          "11",
          "10",
          "9",
          "8",
          "7",
          "6",
          "5",
          "4",
          "3",
          "2"
        ],
        "C": [
          "A",
          "K",
          "Q",
          "J",
          "12",
          "11",
          "10",
          "9",
          "8",
          "7",
          "6",
          "5",
          "4",
          "3",
          "2"
        ],
        "D": [
          "A",
          "K",
          "Q",
          "J",
          "13",
          "12",
          "11",
          "10",
          "9",
          "8",
          "7",
          "6",
          "5",
          "4",
          "3",
          "2"
        ],
        "H": [
          "A",
          "K",
          "Q",
          "J",
          "13",
          "12",
          "11",
          "10",
          "9",
          "8",
          "7",
          "6",
          "5",
          "4",
          "3",
          "2"
        ],
        "jokers": 1
      },
      "deal": [
        {
          "to": "each",
          "cards": 3
        },
        {
          "to": "kitty",
          "cards": 1
        },
        {
          "to": "each",
          "cards": 4
        },
        {
          "to": "kitty",
          "cards": 1
        },
        {
          "to": "each",
          "cards": 3
        },
        {
          "to": "kitty",
          "cards": 1
        }
      ],
      "auction": {
        "rounds": "continuous",
        "misere_entry_level": 7,
        "high_bidder_final_turn": false,
        "all_pass": "throw-in",
        "dealer_after_throw_in": "left",
        "absent_bid_rules": {
          "BMIS": "BID-05"
        }
      },
      "bid_ladder": [
        "6S",
        "6C",
        "6D",
        "6H",
        "6NT",
        "7S",
        "7C",
        "7D",
        "7H",
        "7NT",
        "MIS",
        "8S",
        "8C",
        "8D",
        "8H",
        "8NT",
        "9S",
        "9C",
        "9D",
        "9H",
        "9NT",
        "10S",
        "10C",
        "10D",
        "OMIS",
        "10H",
        "10NT"
      ],
      "contract_values": {
        "6S": 40,
        "6C": 60,
        "6D": 80,
        "6H": 100,
        "6NT": 120,
        "7S": 140,
        "7C": 160,
        "7D": 180,
        "7H": 200,
        "7NT": 220,
        "8S": 240,
        "8C": 260,
        "8D": 280,
        "8H": 300,
        "8NT": 320,
        "9S": 340,
        "9C": 360,
        "9D": 380,
        "9H": 400,
        "9NT": 420,
        "10S": 440,
        "10C": 460,
        "10D": 480,
        "10H": 500,
        "10NT": 520,
        "MIS": 250,
        "OMIS": 500
      },
      "scoring": {
        "slam_value": 250,
        "defence_points_per_trick": 10,
        "defence_points": "always",
        "defence_points_in_misere": false,
        "defence_cap": null,
        "no_defence_points_over": null
      },
      "play": {
        "first_lead": "contractor",
        "misere_partner_sits_out": true,
        "misere_ends_on_first_trick_won": true,
        "open_misere_exposed_after_trick": 1
      },
      "joker": {
        "nomination": true,
        "lead_named_suit": "unled",
        "compulsory_when_void_in_misere": true,
        "lead_last_trick_only": false,
        "suitless_follows_any_trick": false
      },
      "end": {
        "target": 500,
        "win_requires_made_contract": true,
        "lose_at": -500,
        "backwards": "lose",
        "defence_can_win": false
      },
      "cite": {
        "DEAL-02": "DEAL-09",
        "DEAL-01": "DEAL-09",
        "MIS-01": "MIS-05",
        "SEAT-06": "MIS-05"
      },
      "options": {}
    },
    "six-hand": {
      "id": "six-hand",
      "title": "Six-player game in two sides of three",
      "aliases": [
        "six-hand 2x3",
        "6p",
        "six-handed"
      ],
      "sources": [
        "bicycle-six-hand",
        "trickster-help",
        "queens-slipper-pack",
        "six-handed-page",
        "wikipedia",
        "australian-page",
        "avondale",
        "decision"
      ],
      "words": {
        "kitty": "kitty"
      },
      "description": "Six players in two partnerships of three, sitting alternately so that each player has an opponent on either side, with a 63-card pack: the 52 cards, the 11s and 12s of every suit, the 13s of hearts and diamonds, and the joker. Each player holds ten cards and three go to the kitty. The auction, the play and the scoring are those of the Australian four-player game; a misère contractor plays alone against the three opponents while both partners sit out.",
      "first_dealer": "given",
      "seats": [
        "P1",
        "P2",
        "P3",
        "P4",
        "P5",
        "P6"
      ],
      "sides": {
        "P135": [
          "P1",
          "P3",
          "P5"
        ],
        "P246": [
          "P2",
          "P4",
          "P6"
        ]
      },
      "pack": {
        "S": [
          "A",
          "K",
          "Q",
          "J",
          "12",
          "11",
          "10",
          "9",
          "8",
          "7",
          "6",
          "5",
          "4",
          "3",
          "2"
        ],
        "C": [
          "A",
          "K",
          "Q",
          "J",
          "12",
          "11",
          "10",
          "9",
          "8",
          "7",
          "6",
          "5",
          "4",
          "3",
          "2"
        ],
        "D": [
          "A",
          "K",
          "Q",
          "J",
          "13",
          "12",
          "11",
          "10",
          "9",
          "8",
          "7",
          "6",
          "5",
          "4",
          "3",
          "2"
        ],
        "H": [
          "A",
          "K",
          "Q",
          "J",
          "13",
          "12",
          "11",
          "10",
          "9",
          "8",
          "7",
          "6",
          "5",
          "4",
          "3",
          "2"
        ],
        "jokers": 1
      },
      "deal": [
        {
          "to": "each",
          "cards": 3
        },
        {
          "to": "kitty",
          "cards": 1
        },
        {
          "to": "each",
          "cards": 4
        },
        {
          "to": "kitty",
          "cards": 1
        },
        {
          "to": "each",
          "cards": 3
        },
        {
          "to": "kitty",
          "cards": 1
        }
      ],
      "auction": {
        "rounds": "continuous",
        "misere_entry_level": 7,
        "high_bidder_final_turn": false,
        "all_pass": "throw-in",
        "dealer_after_throw_in": "left",
        "absent_bid_rules": {
          "BMIS": "BID-05"
        }
      },
      "bid_ladder": [
        "6S",
        "6C",
        "6D",
        "6H",
        "6NT",
        "7S",
        "7C",
        "7D",
        "7H",
        "7NT",
        "MIS",
        "8S",
        "8C",
        "8D",
        "8H",
        "8NT",
        "9S",
        "9C",
        "9D",
        "9H",
        "9NT",
        "10S",
        "10C",
        "10D",
        "OMIS",
        "10H",
        "10NT"
      ],
      "contract_values": {
        "6S": 40,
        "6C": 60,
        "6D": 80,
        "6H": 100,
        "6NT": 120,
        "7S": 140,
        "7C": 160,
        "7D": 180,
        "7H": 200,
        "7NT": 220,
        "8S": 240,
        "8C": 260,
        "8D": 280,
        "8H": 300,
        "8NT": 320,
        "9S": 340,
        "9C": 360,
        "9D": 380,
        "9H": 400,
        "9NT": 420,
        "10S": 440,
        "10C": 460,
        "10D": 480,
        "10H": 500,
        "10NT": 520,
        "MIS": 250,
        "OMIS": 500
      },
      "scoring": {
        "slam_value": 250,
        "defence_points_per_trick": 10,
        "defence_points": "always",
        "defence_points_in_misere": false,
        "defence_cap": null,
        "no_defence_points_over": null
      },
      "play": {
        "first_lead": "contractor",
        "misere_partner_sits_out": true,
        "misere_ends_on_first_trick_won": true,
        "open_misere_exposed_after_trick": 1
      },
      "joker": {
        "nomination": true,
        "lead_named_suit": "unled",
        "compulsory_when_void_in_misere": true,
        "lead_last_trick_only": false,
        "suitless_follows_any_trick": false
      },
      "end": {
        "target": 500,
        "win_requires_made_contract": true,
        "lose_at": -500,
        "backwards": "lose",
        "defence_can_win": false
      },
      "cite": {
        "DEAL-02": "DEAL-09",
        "DEAL-01": "DEAL-09",
        "MIS-01": "MIS-05",
        "SEAT-06": "MIS-05"
      },
      "options": {}
    },
    "three-player": {
      "id": "three-player",
      "title": "Three-player game",
      "aliases": [
        "3p",
        "three-hand",
        "cut-throat"
      ],
      "sources": [
        "three-player-page",
        "avondale"
      ],
      "words": {
        "kitty": "widow"
      },
      "first_dealer": "draw-lowest",
      "seats": [
        "P1",
        "P2",
        "P3"
      ],
      "sides": {
        "P1": [
          "P1"
        ],
        "P2": [
          "P2"
        ],
        "P3": [
          "P3"
        ]
      },
      "pack": {
        "S": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9",
          "8",
          "7"
        ],
        "C": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9",
          "8",
          "7"
        ],
        "D": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9",
          "8",
          "7"
        ],
        "H": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9",
          "8",
          "7"
        ],
        "jokers": 1
      },
      "deal": [
        {
          "to": "each",
          "cards": 3
        },
        {
          "to": "kitty",
          "cards": 3
        },
        {
          "to": "each",
          "cards": 4
        },
        {
          "to": "each",
          "cards": 3
        }
      ],
      "auction": {
        "rounds": "single",
        "misere_entry_level": null,
        "high_bidder_final_turn": false,
        "all_pass": "throw-in",
        "dealer_after_throw_in": "left",
        "absent_bid_rules": {
          "MIS": "BID-20",
          "OMIS": "BID-20",
          "BMIS": "BID-20"
        }
      },
      "bid_ladder": [
        "6S",
        "6C",
        "6D",
        "6H",
        "6NT",
        "7S",
        "7C",
        "7D",
        "7H",
        "7NT",
        "8S",
        "8C",
        "8D",
        "8H",
        "8NT",
        "9S",
        "9C",
        "9D",
        "9H",
        "9NT",
        "10S",
        "10C",
        "10D",
        "10H",
        "10NT"
      ],
      "contract_values": {
        "6S": 40,
        "6C": 60,
        "6D": 80,
        "6H": 100,
        "6NT": 120,
        "7S": 140,
        "7C": 160,
        "7D": 180,
        "7H": 200,
        "7NT": 220,
        "8S": 240,
        "8C": 260,
        "8D": 280,
        "8H": 300,
        "8NT": 320,
        "9S": 340,
        "9C": 360,
        "9D": 380,
        "9H": 400,
        "9NT": 420,
        "10S": 440,
        "10C": 460,
        "10D": 480,
        "10H": 500,
        "10NT": 520
      },
      "scoring": {
        "slam_value": 250,
        "defence_points_per_trick": 10,
        "defence_points": "always",
        "defence_points_in_misere": false,
        "defence_cap": null,
        "no_defence_points_over": null
      },
      "play": {
        "first_lead": "contractor",
        "misere_partner_sits_out": false,
        "misere_ends_on_first_trick_won": true,
        "open_misere_exposed_after_trick": 1
      },
      "joker": {
        "nomination": false,
        "lead_named_suit": "any",
        "compulsory_when_void_in_misere": false,
        "lead_last_trick_only": false,
        "suitless_follows_any_trick": false
      },
      "end": {
        "target": 500,
        "win_requires_made_contract": false,
        "lose_at": -500,
        "backwards": "play-on",
        "defence_can_win": true
      },
      "cite": {
        "DECK-01": "DECK-02",
        "JOKER-07": "JOKER-14",
        "JOKER-10": "JOKER-14",
        "BID-01": "BID-20",
        "BID-19": "BID-20",
        "BID-07": "BID-20",
        "BID-08": "BID-20",
        "JOKER-05": "JOKER-14"
      },
      "options": {
        "ref:all-pass-play-nt": {
          "set": {
            "auction.all_pass": "play-no-trumps"
          }
        },
        "var:defence-cap-490": {
          "set": {
            "scoring.defence_cap": 490
          }
        },
        "var:defence-cap-480": {
          "set": {
            "scoring.defence_cap": 480
          }
        },
        "ref:no-defence-points": {
          "set": {
            "scoring.defence_points": "never"
          }
        },
        "ref:same-dealer-redeals": {
          "set": {
            "auction.dealer_after_throw_in": "same"
          }
        },
        "ref:eldest-leads": {
          "set": {
            "play.first_lead": "eldest"
          }
        },
        "ref:three-player-continuous-auction": {
          "set": {
            "auction.rounds": "continuous"
          }
        },
        "ref:three-player-misere": {
          "set": {
            "bid_ladder.place": {
              "MIS": "8S"
            },
            "contract_values": {
              "MIS": 250
            }
          }
        },
        "ref:nt-joker-free-play": {
          "set": {
            "joker.suitless_follows_any_trick": true
          }
        }
      }
    },
    "two-hand-24": {
      "id": "two-hand-24",
      "title": "Two-hand game, 24 cards",
      "aliases": [
        "two-hand",
        "2p-24"
      ],
      "sources": [
        "bicycle-two-hand",
        "three-player-page",
        "avondale"
      ],
      "description": "Two players, each alone, with the 24 cards from the ace down to the nine and no joker: ten cards each and a widow of four. One call each, no misère, the Avondale values; a player reaching 500 wins, and a player falling to -500 loses the game to the opponent.",
      "words": {
        "kitty": "widow"
      },
      "first_dealer": "draw-lowest",
      "seats": [
        "P1",
        "P2"
      ],
      "sides": {
        "P1": [
          "P1"
        ],
        "P2": [
          "P2"
        ]
      },
      "pack": {
        "S": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9"
        ],
        "C": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9"
        ],
        "D": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9"
        ],
        "H": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9"
        ],
        "jokers": 0
      },
      "deal": [
        {
          "to": "each",
          "cards": 3
        },
        {
          "to": "kitty",
          "cards": 4
        },
        {
          "to": "each",
          "cards": 4
        },
        {
          "to": "each",
          "cards": 3
        }
      ],
      "auction": {
        "rounds": "single",
        "misere_entry_level": null,
        "high_bidder_final_turn": false,
        "all_pass": "throw-in",
        "dealer_after_throw_in": "left",
        "absent_bid_rules": {
          "MIS": "BID-20",
          "OMIS": "BID-20",
          "BMIS": "BID-20"
        }
      },
      "bid_ladder": [
        "6S",
        "6C",
        "6D",
        "6H",
        "6NT",
        "7S",
        "7C",
        "7D",
        "7H",
        "7NT",
        "8S",
        "8C",
        "8D",
        "8H",
        "8NT",
        "9S",
        "9C",
        "9D",
        "9H",
        "9NT",
        "10S",
        "10C",
        "10D",
        "10H",
        "10NT"
      ],
      "contract_values": {
        "6S": 40,
        "6C": 60,
        "6D": 80,
        "6H": 100,
        "6NT": 120,
        "7S": 140,
        "7C": 160,
        "7D": 180,
        "7H": 200,
        "7NT": 220,
        "8S": 240,
        "8C": 260,
        "8D": 280,
        "8H": 300,
        "8NT": 320,
        "9S": 340,
        "9C": 360,
        "9D": 380,
        "9H": 400,
        "9NT": 420,
        "10S": 440,
        "10C": 460,
        "10D": 480,
        "10H": 500,
        "10NT": 520
      },
      "scoring": {
        "slam_value": 250,
        "defence_points_per_trick": 10,
        "defence_points": "always",
        "defence_points_in_misere": false,
        "defence_cap": null,
        "no_defence_points_over": null
      },
      "play": {
        "first_lead": "contractor",
        "misere_partner_sits_out": false,
        "misere_ends_on_first_trick_won": true,
        "open_misere_exposed_after_trick": 1
      },
      "joker": {
        "nomination": false,
        "lead_named_suit": "any",
        "compulsory_when_void_in_misere": false,
        "lead_last_trick_only": false,
        "suitless_follows_any_trick": false
      },
      "end": {
        "target": 500,
        "win_requires_made_contract": false,
        "lose_at": -500,
        "backwards": "lose",
        "defence_can_win": true
      },
      "cite": {
        "DECK-01": "DECK-07",
        "JOKER-05": "JOKER-16",
        "KITTY-02": "KITTY-06",
        "KITTY-04": "KITTY-06",
        "END-04": "END-11",
        "DECK-03": "DEAL-08",
        "BID-01": "BID-20",
        "BID-19": "BID-20",
        "BID-07": "BID-20",
        "BID-08": "BID-20"
      },
      "options": {}
    },
    "two-hand-dead": {
      "id": "two-hand-dead",
      "title": "Two-hand game with a dead hand",
      "aliases": [
        "2p-dead"
      ],
      "sources": [
        "bicycle-two-hand",
        "three-player-page",
        "avondale"
      ],
      "description": "Two players, each alone, with the three-player pack of 33 cards and its joker. A third hand of ten cards is dealt face down to the dealer's left and is dead: nobody sees or plays it. A widow of three, one call each, no misère, the Avondale values; a player reaching 500 wins, and a player falling to -500 loses the game to the opponent.",
      "words": {
        "kitty": "widow"
      },
      "first_dealer": "draw-lowest",
      "seats": [
        "P1",
        "P2"
      ],
      "sides": {
        "P1": [
          "P1"
        ],
        "P2": [
          "P2"
        ]
      },
      "pack": {
        "S": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9",
          "8",
          "7"
        ],
        "C": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9",
          "8",
          "7"
        ],
        "D": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9",
          "8",
          "7"
        ],
        "H": [
          "A",
          "K",
          "Q",
          "J",
          "10",
          "9",
          "8",
          "7"
        ],
        "jokers": 1
      },
      "deal": [
        {
          "to": "dead",
          "cards": 3
        },
        {
          "to": "each",
          "cards": 3
        },
        {
          "to": "kitty",
          "cards": 3
        },
        {
          "to": "dead",
          "cards": 4
        },
        {
          "to": "each",
          "cards": 4
        },
        {
          "to": "dead",
          "cards": 3
        },
        {
          "to": "each",
          "cards": 3
        }
      ],
      "auction": {
        "rounds": "single",
        "misere_entry_level": null,
        "high_bidder_final_turn": false,
        "all_pass": "throw-in",
        "dealer_after_throw_in": "left",
        "absent_bid_rules": {
          "MIS": "BID-20",
          "OMIS": "BID-20",
          "BMIS": "BID-20"
        }
      },
      "bid_ladder": [
        "6S",
        "6C",
        "6D",
        "6H",
        "6NT",
        "7S",
        "7C",
        "7D",
        "7H",
        "7NT",
        "8S",
        "8C",
        "8D",
        "8H",
        "8NT",
        "9S",
        "9C",
        "9D",
        "9H",
        "9NT",
        "10S",
        "10C",
        "10D",
        "10H",
        "10NT"
      ],
      "contract_values": {
        "6S": 40,
        "6C": 60,
        "6D": 80,
        "6H": 100,
        "6NT": 120,
        "7S": 140,
        "7C": 160,
        "7D": 180,
        "7H": 200,
        "7NT": 220,
        "8S": 240,
        "8C": 260,
        "8D": 280,
        "8H": 300,
        "8NT": 320,
        "9S": 340,
        "9C": 360,
        "9D": 380,
        "9H": 400,
        "9NT": 420,
        "10S": 440,
        "10C": 460,
        "10D": 480,
        "10H": 500,
        "10NT": 520
      },
      "scoring": {
        "slam_value": 250,
        "defence_points_per_trick": 10,
        "defence_points": "always",
        "defence_points_in_misere": false,
        "defence_cap": null,
        "no_defence_points_over": null
      },
      "play": {
        "first_lead": "contractor",
        "misere_partner_sits_out": false,
        "misere_ends_on_first_trick_won": true,
        "open_misere_exposed_after_trick": 1
      },
      "joker": {
        "nomination": false,
        "lead_named_suit": "any",
        "compulsory_when_void_in_misere": false,
        "lead_last_trick_only": false,
        "suitless_follows_any_trick": false
      },
      "end": {
        "target": 500,
        "win_requires_made_contract": false,
        "lose_at": -500,
        "backwards": "lose",
        "defence_can_win": true
      },
      "cite": {
        "DECK-01": "DECK-02",
        "JOKER-07": "JOKER-14",
        "JOKER-10": "JOKER-14",
        "BID-01": "BID-20",
        "BID-19": "BID-20",
        "BID-07": "BID-20",
        "BID-08": "BID-20",
        "JOKER-05": "JOKER-14",
        "END-04": "END-11",
        "DECK-03": "DEAL-07"
      },
      "options": {}
    }
  },
  "options": [
    {
      "key": "american-bidding",
      "title": "Single-round auction",
      "variants": [
        "australian"
      ],
      "offered": true
    },
    {
      "key": "var:no-misere",
      "title": "No misère bids",
      "variants": [
        "australian"
      ],
      "offered": true
    },
    {
      "key": "var:misere-without-seven",
      "title": "Misère without a prior 7-level bid",
      "variants": [
        "australian"
      ],
      "offered": true
    },
    {
      "key": "var:joker-lead-last-only",
      "title": "Joker may be led only to trick 10",
      "variants": [
        "australian"
      ],
      "offered": true
    },
    {
      "key": "var:no-self-raise",
      "title": "No raising one's own bid after the others pass",
      "variants": [
        "australian"
      ],
      "offered": true
    },
    {
      "key": "var:defence-cap-490",
      "title": "Defence points capped at 490",
      "variants": [
        "australian",
        "three-player"
      ],
      "offered": true
    },
    {
      "key": "var:defence-cap-480",
      "title": "Defence points capped at 480",
      "variants": [
        "australian",
        "three-player"
      ],
      "offered": true
    },
    {
      "key": "opt:blind-misere",
      "title": "Blind misère",
      "variants": [
        "australian"
      ],
      "offered": false
    },
    {
      "key": "opt:sans-kitty",
      "title": "Sans-kitty bids",
      "variants": [
        "australian"
      ],
      "offered": false
    },
    {
      "key": "ref:misere-rank-by-value",
      "title": "Misère ranked by its value",
      "variants": [
        "australian"
      ],
      "offered": true
    },
    {
      "key": "ref:open-misere-top",
      "title": "Open misère as the highest bid",
      "variants": [
        "australian",
        "american",
        "american-45",
        "american-46"
      ],
      "offered": true
    },
    {
      "key": "ref:defence-points-on-failure-only",
      "title": "Defence points only against a failed contract",
      "variants": [
        "australian"
      ],
      "offered": true
    },
    {
      "key": "ref:win-by-defence",
      "title": "Winning on defence points",
      "variants": [
        "australian",
        "american",
        "american-45",
        "american-46"
      ],
      "offered": true
    },
    {
      "key": "ref:minus500-only-if-other-nonnegative",
      "title": "Minus 500 loses only against a non-negative side",
      "variants": [
        "australian"
      ],
      "offered": true
    },
    {
      "key": "ref:no-joker-nomination",
      "title": "No joker nomination",
      "variants": [
        "australian",
        "american",
        "american-45",
        "american-46"
      ],
      "offered": true
    },
    {
      "key": "ref:joker-name-not-shown-void",
      "title": "Led joker may not name a suit its leader has shown void in",
      "variants": [
        "australian"
      ],
      "offered": false
    },
    {
      "key": "ref:joker-frozen-after-four-suits",
      "title": "Joker frozen after every suit has been led",
      "variants": [
        "australian"
      ],
      "offered": false
    },
    {
      "key": "ref:misere-joker-discard-mandatory",
      "title": "Joker compulsory in a misère discard",
      "variants": [
        "australian"
      ],
      "offered": false
    },
    {
      "key": "ref:misere-joker-low",
      "title": "Joker as the lowest card in misère",
      "variants": [
        "australian"
      ],
      "offered": false
    },
    {
      "key": "ref:nt-joker-free-play",
      "title": "Three-player no-trump joker playable at any time",
      "variants": [
        "three-player"
      ],
      "offered": true
    },
    {
      "key": "ref:same-dealer-redeals",
      "title": "Same dealer after a thrown-in hand",
      "variants": [
        "australian",
        "three-player"
      ],
      "offered": true
    },
    {
      "key": "ref:all-pass-play-nt",
      "title": "All-pass hand played at no trumps",
      "variants": [
        "australian",
        "three-player",
        "american",
        "american-45",
        "american-46"
      ],
      "offered": true
    },
    {
      "key": "ref:high-bidder-final-turn",
      "title": "High bidder's last turn",
      "variants": [
        "australian"
      ],
      "offered": true
    },
    {
      "key": "ref:open-misere-exposed-before-lead",
      "title": "Open-misère hand shown before the opening lead",
      "variants": [
        "australian"
      ],
      "offered": true
    },
    {
      "key": "ref:eldest-leads",
      "title": "Player left of the dealer leads first",
      "variants": [
        "australian",
        "three-player"
      ],
      "offered": true
    },
    {
      "key": "ref:three-player-misere",
      "title": "Three-player misère bids",
      "variants": [
        "three-player"
      ],
      "offered": true
    },
    {
      "key": "ref:three-player-continuous-auction",
      "title": "Continuous three-player auction",
      "variants": [
        "three-player"
      ],
      "offered": true
    },
    {
      "key": "ref:open-misere-below-ten-spades",
      "title": "Open misère below every 10-level bid",
      "variants": [
        "australian"
      ],
      "offered": true
    },
    {
      "key": "ref:no-defence-points",
      "title": "No points for defending",
      "variants": [
        "australian",
        "three-player",
        "american",
        "american-45",
        "american-46"
      ],
      "offered": true
    },
    {
      "key": "ref:no-defence-points-over-400",
      "title": "No defence points above 400",
      "variants": [
        "australian"
      ],
      "offered": true
    },
    {
      "key": "ref:joker-follow-fresh-suit",
      "title": "Suitless joker playable to a fresh suit",
      "variants": [
        "australian"
      ],
      "offered": false
    },
    {
      "key": "ref:stick-the-dealer",
      "title": "Dealer forced to bid",
      "variants": [
        "australian"
      ],
      "offered": true
    },
    {
      "key": "var:called-card",
      "title": "Partners found by a called card",
      "variants": [
        "five-hand"
      ],
      "offered": true
    }
  ],
  "rules": {
    "BID-01": "The auction opens on the dealer's left and goes clockwise",
    "BID-02": "On a turn a player passes or bids higher",
    "BID-03": "A trick bid gives 6 to 10 tricks plus a trump suit",
    "BID-04": "A no-trump bid gives 6 to 10 tricks without trumps",
    "BID-05": "The lowest bid is 6S and the highest 10NT",
    "BID-06": "A higher bid has more tricks, or as many in a higher denomination",
    "BID-07": "A pass cannot be taken back",
    "BID-08": "The auction runs until all players but one have passed",
    "BID-09": "If every player passes, the hand is thrown in",
    "BID-10": "The top bid is the contract",
    "BID-11": "Misère means losing every trick, without the partner",
    "BID-12": "Misère ranks between the seven level and the eight level",
    "BID-13": "Misère needs a seven-level bid to be standing",
    "BID-14": "Open misère puts the contractor's hand face up",
    "BID-15": "Open misère ranks between 10D and 10H and needs no earlier bid",
    "BID-16": "Blind misère is an option, off by default",
    "BID-17": "Sans kitty is an option, off by default",
    "BID-18": "A player may outbid their own partner",
    "BID-19": "American bidding allows one round only",
    "BID-20": "The three-player auction is one round of trick bids",
    "BID-21": "No raising one's own bid once all others have passed (variation)",
    "BID-22": "No misère bids at all (variation)",
    "BID-23": "Misère without a seven bid (variation)",
    "BID-24": "American bids rank by value, nullo between 8S and 8C",
    "BID-25": "The American auction is one call each",
    "BID-26": "Nullo needs no earlier bid",
    "DEAL-01": "Ten cards to each player and three face down in the middle",
    "DEAL-02": "Four-player packets go 3-1-4-1-3-1",
    "DEAL-03": "Three-player packets go 3, widow 3, 4, 3",
    "DEAL-04": "Each round of packets starts left of the dealer and ends with the dealer",
    "DEAL-05": "Nobody sees the kitty before the contractor takes it",
    "DEAL-06": "45-card packets go 3, kitty 3, 2, kitty 2, 3, 2",
    "DEAL-07": "Two-hand dead hand, a third hand dealt out of play",
    "DEAL-08": "Two-hand 24-card deal, ten each and a widow of four",
    "DEAL-09": "Six players get ten cards each, the kitty three, in packets of 3, 4 and 3",
    "DEAL-10": "Five players get ten cards each, the kitty three, in packets of 3, 4 and 3",
    "DEAL-11": "The 46-card deal, packets of 3, 4 and 3 with two cards to the kitty",
    "DEALER-01": "The first dealer is picked at random",
    "DEALER-02": "In the three-player game the lowest card drawn deals first",
    "DEALER-03": "The deal moves one seat to the left after every hand",
    "DEALER-04": "Shuffling and cutting take place but are not modelled",
    "DECIDE-01": "Player counts covered by the first release",
    "DECIDE-02": "The deal moves on after a thrown-in hand",
    "DECIDE-03": "What a fixture records about the deal",
    "DECIDE-04": "Ties in the three-player draw for first dealer",
    "DECIDE-05": "When the auction closes",
    "DECIDE-06": "How blind misère is represented",
    "DECIDE-07": "The misère entry condition",
    "DECIDE-08": "No misère over a standing misère",
    "DECIDE-09": "Blind misère details",
    "DECIDE-10": "Sans kitty",
    "DECIDE-11": "Misère under the single-round auction",
    "DECIDE-12": "A misère stops at the first trick the contractor wins",
    "DECIDE-13": "Nominating the joker is an explicit step",
    "DECIDE-14": "How a nomination is announced",
    "DECIDE-15": "A nominated joker behaves as a card of its suit",
    "DECIDE-16": "Leading a suitless joker",
    "DECIDE-17": "Counting the suits that have been led",
    "DECIDE-18": "Joker in the hand of the contractor's partner",
    "DECIDE-19": "The joker follows as a trump in every variant",
    "DECIDE-20": "Illegal actions and irregularities",
    "DECIDE-21": "What players can see in a misère",
    "DECIDE-22": "When the open-misère hand is laid down",
    "DECIDE-23": "Scope of the lead-last joker variation",
    "DECIDE-24": "Every holder must shed a suitless joker in misère",
    "DECIDE-25": "The sitting-out partner's cards are dead",
    "DECIDE-26": "Counting tricks for a partnership",
    "DECIDE-27": "How the defence cap works",
    "DECIDE-28": "Slam for a sans-kitty contract",
    "DECIDE-29": "Order of the end-of-game checks",
    "DECIDE-30": "No ceiling on defence totals without the flag",
    "DECIDE-31": "A made contract that stays below 500",
    "DECIDE-32": "Winning from a negative total",
    "DECIDE-33": "The three-player player who went backwards",
    "DECIDE-34": "Two three-player opponents reaching 500",
    "DECIDE-35": "Reporting the end of the game",
    "DECIDE-36": "Seat names",
    "DECIDE-37": "Joker status in fixtures",
    "DECIDE-38": "Recording the kitty exchange",
    "DECIDE-39": "Notation for cards",
    "DECIDE-40": "The American game keeps the four-player rules it does not change",
    "DECIDE-41": "A suitless joker led to trick 10 after all four suits may name any suit",
    "DECIDE-42": "A card played during the auction is a lead out of turn under PLAY-01",
    "DECIDE-43": "The 45-card game is the American game with the bigger pack",
    "DECIDE-44": "The packets of the 45-card deal",
    "DECIDE-45": "How the dead hand is dealt and kept",
    "DECIDE-46": "The packets of the 24-card two-hand deal",
    "DECIDE-47": "The two-hand games keep the three-player rules they do not change",
    "DECIDE-48": "Notation and order of the ranks above the ten",
    "DECIDE-49": "The two six-player forms are two variants",
    "DECIDE-50": "The six-player games keep the Australian four-player rules they do not change",
    "DECIDE-51": "The packets of the six-player deal",
    "DECIDE-52": "With three sides, a side at minus 500 ends the game without a winner",
    "DECIDE-53": "The partners are named when the auction closes, before the kitty is taken",
    "DECIDE-54": "The packets of the five-player deal",
    "DECIDE-55": "The five-player game keeps the Australian four-player auction and play",
    "DECIDE-56": "Scoring at five is per player, the contract shared by the contracting side",
    "DECIDE-57": "The end of the five-player game, player by player",
    "DECIDE-58": "BJ and RJ name the two jokers, and the pack lists them highest first",
    "DECIDE-59": "One nomination covers both jokers",
    "DECIDE-60": "A hand of nothing but suitless jokers leads one of them",
    "DECIDE-61": "The 46-card game is the 45-card game with the black joker",
    "DECIDE-62": "The called-card game is an option of the five-player game",
    "DECIDE-63": "When a card is called, and a called card that finds nobody",
    "DECIDE-64": "Any card of the pack may be called, two at eight tricks or more",
    "DECIDE-65": "Who knows the called card's holder, and when",
    "DECIDE-66": "Misère and the score when the called card finds nobody",
    "DECK-01": "The four-player pack has 43 cards",
    "DECK-02": "The three-player pack has 33 cards",
    "DECK-03": "Ten cards per player with three to spare",
    "DECK-04": "There is exactly one joker",
    "DECK-05": "Bigger tables are told to add packs; no composition is given",
    "DECK-06": "The 45-card pack keeps every 4",
    "DECK-07": "The 24-card two-hand pack",
    "DECK-08": "The six-player pack has 63 cards",
    "DECK-09": "The five-player pack has 53 cards",
    "DECK-10": "The 46-card pack has two jokers",
    "END-01": "The target is 500 points",
    "END-02": "Australian win, a made contract that brings the total to 500",
    "END-03": "Australian, defence points alone never win",
    "END-04": "Australian, a side at -500 goes out backwards",
    "END-05": "Australian, both sides at 500 after the same hand",
    "END-06": "Three-player, 500 after a hand wins",
    "END-07": "Three-player, the contractor wins a tie at 500",
    "END-08": "Three-player, two opponents at 500 are ordered by trick",
    "END-09": "Three-player, a player at -500 plays on",
    "END-10": "Wins and losses are decided after the hand is scored",
    "END-11": "Two-hand, a player at -500 loses to the opponent",
    "END-12": "At five, ties at 500 go to the contractor, then a partner, then by trick order",
    "JOKER-01": "The joker tops the trump suit",
    "JOKER-02": "With a trump suit, the joker obeys follow-suit as a trump",
    "JOKER-03": "Leading the joker leads trumps",
    "JOKER-04": "The joker's two statuses at no trumps or in misère",
    "JOKER-05": "The contractor may nominate the joker's suit",
    "JOKER-06": "A joker that is not nominated is suitless and wins its trick",
    "JOKER-07": "No suitless joker while the led suit can be followed",
    "JOKER-08": "In misère a void holder must play the suitless joker",
    "JOKER-09": "In no trumps a void holder may keep the joker",
    "JOKER-10": "A led suitless joker must name a fresh suit",
    "JOKER-11": "After all four suits are led, no joker lead before trick 10",
    "JOKER-12": "A misère contractor may nominate the joker to shed it safely",
    "JOKER-13": "A misère contractor who leaves the joker suitless loses",
    "JOKER-14": "Three-player no trumps, the joker is suitless and named when led",
    "JOKER-15": "Variation, joker leads allowed only at trick 10",
    "JOKER-16": "Two-hand 24-card game, no joker and no nomination",
    "JOKER-17": "Two jokers at no trumps and in misère",
    "KITTY-01": "The contractor takes the kitty without showing it",
    "KITTY-02": "The contractor puts aside three cards",
    "KITTY-03": "The exchange comes before play, in every kind of contract",
    "KITTY-04": "Exactly three cards are discarded, leaving ten",
    "KITTY-05": "A kitty of five is taken up and five cards are discarded",
    "KITTY-06": "The 24-card two-hand contractor lays aside four cards",
    "KITTY-07": "A kitty of six is taken up and six cards are discarded",
    "MIS-01": "The partner of a misère contractor does not play",
    "MIS-02": "Misère is played without trumps",
    "MIS-03": "Open-misère cards go face up after trick 1",
    "MIS-04": "The misère contractor must lose every trick",
    "MIS-05": "At six, the misère contractor plays alone against the other sides",
    "MIS-06": "At five, the misère contractor plays alone against the four others",
    "PLAY-01": "The contractor makes the opening lead",
    "PLAY-02": "Any card may be led",
    "PLAY-03": "Follow suit if able, by the card's effective suit",
    "PLAY-04": "A void player may play anything",
    "PLAY-05": "How a trick is won",
    "PLAY-06": "The winner of a trick leads the next",
    "PLAY-07": "A hand is ten tricks",
    "PLAY-08": "Each trick has one card per active player",
    "PLAY-09": "Whose tricks they are",
    "RANK-01": "Plain suits rank from the ace downward",
    "RANK-02": "Order of the trump suit",
    "RANK-03": "The left bower belongs fully to the trump suit",
    "RANK-04": "A trump outranks every card of the other suits",
    "RANK-05": "No bowers at no trumps or in misère",
    "RANK-06": "The joker stands above the right bower",
    "RANK-07": "Joker as the sole trump at no trumps",
    "RANK-08": "How many cards each suit holds once trumps are fixed",
    "RANK-09": "With 45 cards every suit runs down to the 4 and trumps number 13",
    "RANK-10": "The 13, 12 and 11 rank between the 10 and the jack",
    "RANK-11": "The black joker outranks the red",
    "SCORE-01": "Running totals per side",
    "SCORE-02": "Contract values follow the Avondale schedule",
    "SCORE-03": "A made contract scores its value and nothing more",
    "SCORE-04": "A slam scores at least 250",
    "SCORE-05": "A failed contract loses its value",
    "SCORE-06": "Australian defenders score 10 for each trick",
    "SCORE-07": "Three-player defenders score their own tricks",
    "SCORE-08": "Misère scores +250 if made and −250 if lost, and the defenders nothing",
    "SCORE-09": "Open and blind misère score +500 if made and −500 if lost",
    "SCORE-10": "A total may be negative",
    "SCORE-11": "Variation, defence points stop at 490",
    "SCORE-12": "Option, a sans-kitty contract scores like the plain contract",
    "SCORE-13": "At five, the contracting side each score the contract, defenders their own tricks",
    "SEAT-01": "Two to six players are named, but only four and three are specified",
    "SEAT-02": "Four players in two fixed sides, partners opposite",
    "SEAT-03": "Deal, auction and play all move clockwise",
    "SEAT-04": "Three players each play for themselves; the defenders ally for one hand",
    "SEAT-05": "In the partnership game the side bids, takes tricks and scores as one",
    "SEAT-06": "A misère contractor plays without the partner",
    "SEAT-07": "Two players, each alone against the other",
    "SEAT-08": "Six players in two sides of three, sitting alternately",
    "SEAT-09": "Six players in three sides of two, partners opposite",
    "SEAT-10": "No fixed sides at five; the contractor names partners after the auction",
    "SEAT-11": "One partner up to seven tricks, two from eight tricks",
    "SEAT-12": "Variation, the partners found by called cards",
    "SEAT-13": "Variation, the called card's holder is known when the card falls",
    "SUIT-01": "Denominations rank NT, hearts, diamonds, clubs, spades",
    "SUIT-02": "The denomination settles equal trick counts, in line with value"
  },
  "rule_variants": {
    "BID-01": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "BID-02": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "BID-03": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "BID-04": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "BID-05": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "BID-06": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "BID-07": [
      "australian",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "BID-08": [
      "australian",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "BID-09": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "BID-10": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "BID-11": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs"
    ],
    "BID-12": [
      "australian",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "BID-13": [
      "australian",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "BID-14": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "BID-15": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "BID-16": [
      "australian"
    ],
    "BID-17": [
      "australian"
    ],
    "BID-18": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs"
    ],
    "BID-19": [
      "australian"
    ],
    "BID-20": [
      "three-player",
      "two-hand-24",
      "two-hand-dead"
    ],
    "BID-21": [
      "australian"
    ],
    "BID-22": [
      "australian"
    ],
    "BID-23": [
      "australian"
    ],
    "BID-24": [
      "american",
      "american-45",
      "american-46"
    ],
    "BID-25": [
      "american",
      "american-45",
      "american-46"
    ],
    "BID-26": [
      "american",
      "american-45",
      "american-46"
    ],
    "DEAL-01": [
      "australian",
      "american",
      "three-player",
      "two-hand-dead"
    ],
    "DEAL-02": [
      "australian",
      "american"
    ],
    "DEAL-03": [
      "three-player"
    ],
    "DEAL-04": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DEAL-05": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DEAL-06": [
      "american-45"
    ],
    "DEAL-07": [
      "two-hand-dead"
    ],
    "DEAL-08": [
      "two-hand-24"
    ],
    "DEAL-09": [
      "six-hand",
      "six-hand-pairs"
    ],
    "DEAL-10": [
      "five-hand"
    ],
    "DEAL-11": [
      "american-46"
    ],
    "DEALER-01": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DEALER-02": [
      "three-player",
      "two-hand-24",
      "two-hand-dead"
    ],
    "DEALER-03": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DEALER-04": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DECIDE-01": [
      "australian",
      "american",
      "three-player"
    ],
    "DECIDE-02": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DECIDE-03": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DECIDE-04": [
      "three-player",
      "two-hand-24",
      "two-hand-dead"
    ],
    "DECIDE-05": [
      "australian",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DECIDE-06": [
      "australian"
    ],
    "DECIDE-07": [
      "australian",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DECIDE-08": [
      "australian"
    ],
    "DECIDE-09": [
      "australian"
    ],
    "DECIDE-10": [
      "australian"
    ],
    "DECIDE-11": [
      "australian"
    ],
    "DECIDE-12": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DECIDE-13": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DECIDE-14": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DECIDE-15": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DECIDE-16": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DECIDE-17": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DECIDE-18": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DECIDE-19": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DECIDE-20": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DECIDE-21": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs"
    ],
    "DECIDE-22": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DECIDE-23": [
      "australian"
    ],
    "DECIDE-24": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DECIDE-25": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs"
    ],
    "DECIDE-26": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs"
    ],
    "DECIDE-27": [
      "australian",
      "three-player"
    ],
    "DECIDE-28": [
      "australian"
    ],
    "DECIDE-29": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DECIDE-30": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DECIDE-31": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs"
    ],
    "DECIDE-32": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DECIDE-33": [
      "three-player",
      "five-hand"
    ],
    "DECIDE-34": [
      "three-player",
      "five-hand"
    ],
    "DECIDE-35": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DECIDE-36": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DECIDE-37": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DECIDE-38": [
      "australian",
      "american",
      "three-player",
      "two-hand-24",
      "two-hand-dead"
    ],
    "DECIDE-39": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DECIDE-40": [
      "american"
    ],
    "DECIDE-41": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DECIDE-42": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DECIDE-43": [
      "american-45"
    ],
    "DECIDE-44": [
      "american-45"
    ],
    "DECIDE-45": [
      "two-hand-dead"
    ],
    "DECIDE-46": [
      "two-hand-24"
    ],
    "DECIDE-47": [
      "two-hand-24",
      "two-hand-dead"
    ],
    "DECIDE-48": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DECIDE-49": [
      "six-hand",
      "six-hand-pairs"
    ],
    "DECIDE-50": [
      "six-hand",
      "six-hand-pairs"
    ],
    "DECIDE-51": [
      "six-hand",
      "six-hand-pairs"
    ],
    "DECIDE-52": [
      "six-hand-pairs"
    ],
    "DECIDE-53": [
      "five-hand"
    ],
    "DECIDE-54": [
      "five-hand"
    ],
    "DECIDE-55": [
      "five-hand"
    ],
    "DECIDE-56": [
      "five-hand"
    ],
    "DECIDE-57": [
      "five-hand"
    ],
    "DECIDE-58": [
      "american-46"
    ],
    "DECIDE-59": [
      "american-46"
    ],
    "DECIDE-60": [
      "american-46"
    ],
    "DECIDE-61": [
      "american-46"
    ],
    "DECIDE-62": [
      "five-hand"
    ],
    "DECIDE-63": [
      "five-hand"
    ],
    "DECIDE-64": [
      "five-hand"
    ],
    "DECIDE-65": [
      "five-hand"
    ],
    "DECIDE-66": [
      "five-hand"
    ],
    "DECK-01": [
      "australian",
      "american"
    ],
    "DECK-02": [
      "three-player",
      "two-hand-dead"
    ],
    "DECK-03": [
      "australian",
      "american",
      "three-player"
    ],
    "DECK-04": [
      "australian",
      "american",
      "american-45",
      "three-player",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "DECK-05": [
      "australian",
      "three-player"
    ],
    "DECK-06": [
      "american-45"
    ],
    "DECK-07": [
      "two-hand-24"
    ],
    "DECK-08": [
      "six-hand",
      "six-hand-pairs"
    ],
    "DECK-09": [
      "five-hand"
    ],
    "DECK-10": [
      "american-46"
    ],
    "END-01": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "END-02": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs"
    ],
    "END-03": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs"
    ],
    "END-04": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs"
    ],
    "END-05": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs"
    ],
    "END-06": [
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "five-hand"
    ],
    "END-07": [
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "five-hand"
    ],
    "END-08": [
      "three-player",
      "five-hand"
    ],
    "END-09": [
      "three-player",
      "five-hand"
    ],
    "END-10": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "END-11": [
      "two-hand-24",
      "two-hand-dead"
    ],
    "END-12": [
      "five-hand"
    ],
    "JOKER-01": [
      "australian",
      "american",
      "american-45",
      "three-player",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "JOKER-02": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "JOKER-03": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "JOKER-04": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "JOKER-05": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "JOKER-06": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "JOKER-07": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "JOKER-08": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "JOKER-09": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "JOKER-10": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "JOKER-11": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "JOKER-12": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "JOKER-13": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "JOKER-14": [
      "three-player",
      "two-hand-dead"
    ],
    "JOKER-15": [
      "australian"
    ],
    "JOKER-16": [
      "two-hand-24"
    ],
    "JOKER-17": [
      "american-46"
    ],
    "KITTY-01": [
      "australian",
      "american",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "KITTY-02": [
      "australian",
      "american",
      "three-player",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "KITTY-03": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "KITTY-04": [
      "australian",
      "american",
      "three-player",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "KITTY-05": [
      "american-45"
    ],
    "KITTY-06": [
      "two-hand-24"
    ],
    "KITTY-07": [
      "american-46"
    ],
    "MIS-01": [
      "australian",
      "american",
      "american-45",
      "american-46"
    ],
    "MIS-02": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "MIS-03": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "MIS-04": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "MIS-05": [
      "six-hand",
      "six-hand-pairs"
    ],
    "MIS-06": [
      "five-hand"
    ],
    "PLAY-01": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "PLAY-02": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "PLAY-03": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "PLAY-04": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "PLAY-05": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "PLAY-06": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "PLAY-07": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "PLAY-08": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "PLAY-09": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "RANK-01": [
      "australian",
      "american",
      "three-player",
      "two-hand-24",
      "two-hand-dead"
    ],
    "RANK-02": [
      "australian",
      "american",
      "american-45",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "RANK-03": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "RANK-04": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "RANK-05": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "RANK-06": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "RANK-07": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "RANK-08": [
      "australian",
      "american",
      "three-player",
      "two-hand-24",
      "two-hand-dead"
    ],
    "RANK-09": [
      "american-45"
    ],
    "RANK-10": [
      "six-hand",
      "six-hand-pairs"
    ],
    "RANK-11": [
      "american-46"
    ],
    "SCORE-01": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "SCORE-02": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "SCORE-03": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "SCORE-04": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "SCORE-05": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "SCORE-06": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs"
    ],
    "SCORE-07": [
      "three-player",
      "two-hand-24",
      "two-hand-dead"
    ],
    "SCORE-08": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "SCORE-09": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "SCORE-10": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "SCORE-11": [
      "australian",
      "three-player"
    ],
    "SCORE-12": [
      "australian"
    ],
    "SCORE-13": [
      "five-hand"
    ],
    "SEAT-01": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player"
    ],
    "SEAT-02": [
      "australian",
      "american",
      "american-45",
      "american-46"
    ],
    "SEAT-03": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "SEAT-04": [
      "three-player"
    ],
    "SEAT-05": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "six-hand",
      "six-hand-pairs"
    ],
    "SEAT-06": [
      "australian",
      "american",
      "american-45",
      "american-46"
    ],
    "SEAT-07": [
      "two-hand-24",
      "two-hand-dead"
    ],
    "SEAT-08": [
      "six-hand"
    ],
    "SEAT-09": [
      "six-hand-pairs"
    ],
    "SEAT-10": [
      "five-hand"
    ],
    "SEAT-11": [
      "five-hand"
    ],
    "SEAT-12": [
      "five-hand"
    ],
    "SEAT-13": [
      "five-hand"
    ],
    "SUIT-01": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ],
    "SUIT-02": [
      "australian",
      "american",
      "american-45",
      "american-46",
      "three-player",
      "two-hand-24",
      "two-hand-dead",
      "six-hand",
      "six-hand-pairs",
      "five-hand"
    ]
  }
});
