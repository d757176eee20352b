//
//  NotesUITests.swift
//  NotesUITests
//
//  Created by Tutor on 2/12/2025.
//

import XCTest

final class NotesUITests: XCTestCase {

    @MainActor
    func testLaunch() throws {
        let app = XCUIApplication()
        app.launch()
    }
}
